/** What the newsletter sign-up says (its messages, app/messages/<language>/layout.json), shared by the form and its endpoint (app/routes/newsletter.ts). */
export const NEWSLETTER_MESSAGES = {
  received: "layout.newsletter.received",
  // SPEC 5 and 8, word for word in English.
  invalid: "layout.newsletter.invalid",
  failed: "layout.newsletter.failed",
} as const;

export type NewsletterAnswer =
  { ok: true; message: string } | { ok: false; message: string; field?: "email"; detail?: string };

/** The query flag a plain (no-JavaScript) post comes back with: ?newsletter=received|invalid|error. */
export const NEWSLETTER_FLAG = "newsletter";
export type NewsletterFlag = "received" | "invalid" | "error";
