import { postFields } from "../support/post-form";

/**
 * The passkey elements' posts: form fields to a staff-area endpoint, with the
 * XSRF header of SPEC 7.4 (the write protection asks it of scripts), and its
 * JSON answer; null when no answer came (the network failed).
 */
export type Answer<T> = ({ ok: true } & T) | { ok: false; message: string };

export async function postForJson<T>(
  address: string,
  fields: Record<string, string> | URLSearchParams,
): Promise<Answer<T> | null> {
  return (await postFields(address, fields)) as Answer<T> | null;
}

export const NO_ANSWER = "The site did not answer. Check your connection and try again.";

/** What the browser's passkey dialog ended with, in a person's words. */
export function ceremonyProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey dialog was closed or timed out. Try again.";
  if (name === "InvalidStateError") return "This device already has a passkey for you here.";
  return "This browser could not use a passkey. Try again, or sign in with a code by e-mail.";
}
