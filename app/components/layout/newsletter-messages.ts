/** What the newsletter sign-up says, shared by the form and its endpoint (app/routes/newsletter.ts). */
export const NEWSLETTER_MESSAGES = {
  received: "Thank you for signing up!",
  // SPEC 5 and 8, word for word.
  invalid: "Please enter a valid email address",
  failed: "There was an issue. Make sure you aren't already signed up. Otherwise, please try again later.",
} as const;

export type NewsletterAnswer =
  { ok: true; message: string } | { ok: false; message: string; field?: "email"; detail?: string };

/** The query flag a plain (no-JavaScript) post comes back with: ?newsletter=received|invalid|error. */
export const NEWSLETTER_FLAG = "newsletter";
export type NewsletterFlag = "received" | "invalid" | "error";
