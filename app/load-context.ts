/** What the Express server hands every loader and action (see server.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** The server's clock for this request, in ms since the epoch (settable in tests). */
    now: number;
    /** Lets the render report an error to the request's log line. */
    reportError?: (error: unknown) => void;
  }
}

export {};
