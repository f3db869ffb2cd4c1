/** What the Express server hands every loader and action (see server.ts). */
declare module "react-router" {
  interface AppLoadContext {
    /** Nonce for this response's Content-Security-Policy. */
    cspNonce: string;
    /** The server's clock for this request, in ms since the epoch (settable in tests). */
    now: number;
    /** The XSRF token for this visitor, for plain form posts (SPEC 7.4). */
    xsrfToken: string;
    /** Lets the render report an error to the request's log line. */
    reportError?: (error: unknown) => void;
  }
}

export {};
