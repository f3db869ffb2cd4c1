import { postFields } from "../support/post-form";

export type Answer = { ok: true; id?: number } | { ok: false; message: string; problem?: string };

/**
 * One post of the chat (issue 45) with SPEC 7.4's XSRF header, as a form. Resolves to the server's answer,
 * or null when none came (the connection dropped): the caller keeps what was typed, and a send tried again
 * carries the same `nonce`, which the server stores once.
 */
export async function post(address: string, fields: Record<string, string>): Promise<Answer | null> {
  return (await postFields(address, fields)) as Answer | null;
}

/** A new id for a message, from the browser's random source. */
export function nonce(): string {
  return [...crypto.getRandomValues(new Uint8Array(12))].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
