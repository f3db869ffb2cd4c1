/**
 * The sign-up form's check as the visitor types (SPEC 5): a light one, which
 * the server's rule (app/server/email-address.server.ts) has the last word on.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

export function isPlausibleEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
