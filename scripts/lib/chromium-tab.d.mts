// Types for chromium-tab.mjs, for the journeys that drive a tab over the DevTools protocol. The protocol's
// messages are JSON whose shape depends on the method: typed where a journey reads them, not here.
/* eslint-disable @typescript-eslint/no-explicit-any */
export interface ProtocolMessage {
  method?: string;
  sessionId?: string;
  params?: any;
}
export interface Tab {
  events: { method: string; params: any; at: number }[];
  send(method: string, params?: object, session?: string): Promise<any>;
  waitFor(matches: (message: ProtocolMessage) => boolean, timeoutMs?: number): Promise<ProtocolMessage>;
  goto(url: string): Promise<void>;
  evaluate<T = unknown>(expression: string): Promise<T>;
  hover(selector: string): Promise<void>;
  click(selector: string, options?: { holdMs?: number }): Promise<void>;
  waitForPath(pathname: string, timeoutMs?: number): Promise<void>;
  back(): Promise<void>;
  setHeaders(headers: Record<string, string>): Promise<void>;
  setCookie(name: string, value: string, url: string): Promise<void>;
  close(): Promise<void>;
}
export declare function openTab(options?: { width?: number; height?: number; extraArgs?: string[] }): Promise<Tab>;
