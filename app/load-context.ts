/** What the Express server hands every loader and action (see server.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** The server's clock for this request, in ms since the epoch (settable in tests). */
    now: number;
    /** Lets the render report an error to the request's log line. */
    reportError?: (error: unknown) => void;
    /**
     * The client's network address as the trusted proxy reports it, for the
     * staff sign-in's rate limits (held in memory only, never logged).
     * Absent on pages rendered for the page cache, which are the same for everyone.
     */
    clientAddress?: string;
  }
}

export {};
