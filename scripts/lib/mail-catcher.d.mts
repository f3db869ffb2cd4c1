// Types for mail-catcher.mjs, so the TypeScript tests can use it.
export interface CaughtMessage {
  raw: Buffer;
  /** Envelope recipients. */
  to: string[];
  receivedAt: number;
}

export interface MailCatcher {
  readonly port: number;
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  readonly messages: CaughtMessage[];
  stop(): Promise<void>;
  start(): Promise<void>;
  readonly running: boolean;
}

export declare function startMailCatcher(options?: { port?: number; dir?: string }): Promise<MailCatcher>;
