import type { IncomingMessage } from "node:http";

/**
 * A registry of what listens to the pages the page cache answers (a hit, a
 * render, a 304): Insights counts them (issue 47, app/features/insights). The
 * composition root fills it (server.ts); this module knows no feature.
 * `writeAnswer` (cached-answer.server.ts) tells it of every page it writes, so
 * the listener must stay cheap: it runs on the path a cached page is answered on.
 */

export type PageAnswerListener = (req: IncomingMessage, status: number, contentType: string) => void;

let listener: PageAnswerListener | undefined;

/** One listener at a time (the server has one counter); returns how to take it away. */
export function onPageAnswered(next: PageAnswerListener): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = undefined;
  };
}

/** Called by writeAnswer for each page it writes, with the answer's status and Content-Type. */
export function pageAnswered(req: IncomingMessage, status: number, contentType: unknown): void {
  listener?.(req, status, typeof contentType === "string" ? contentType : "");
}
