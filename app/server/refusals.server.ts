import type { Response } from "express";

/**
 * The write guard's refusals: fixed plain-text messages that never echo the
 * request, and the headers by which it hands a refusal, or what it learnt, to
 * a form's action (read by protected-form.server.ts).
 */

/** Set by the write guard only (any incoming copy is removed): how the form was sent. */
export const SUBMISSION_MODE_HEADER = "x-church-submission-mode";
/** Set by the write guard only: a refusal the form's action must answer (JSON {status, message, retryAfter}). */
export const REFUSAL_HEADER = "x-church-refusal";
/** Set by the write guard only: the browser showed the post came from the site's own pages. */
export const SAME_ORIGIN_HEADER = "x-church-same-origin";

export const MESSAGES = {
  forbidden: "This form has expired. Please reload the page and try again.",
  tooMany: "Too many requests. Please wait a minute and try again.",
  tooLarge: "That request is too large.",
  lengthRequired: "Please send the request with a Content-Length.",
  unsupportedType: "That content type is not accepted here.",
  badJson: "The request body is not valid JSON.",
} as const;

export interface Refusal {
  status: number;
  message: string;
  retryAfter?: number;
}

/** A body too large or of no declared length is refused at once, never read, and the connection closed. */
export const isUnreadBody = (refusal: Refusal) => refusal.status === 413 || refusal.status === 411;

export function sendRefusal(res: Response, refusal: Refusal): void {
  if (refusal.retryAfter) res.setHeader("Retry-After", String(refusal.retryAfter));
  if (isUnreadBody(refusal)) res.setHeader("Connection", "close");
  res.status(refusal.status).type("text/plain").send(refusal.message);
}
