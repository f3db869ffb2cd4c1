import type { ChurchContent } from "~/content/model";
import type { Language } from "~/i18n/languages";
import { translator } from "~/i18n/translate";
import { chatLanguage } from "./current-chat.server";

/**
 * The answers to the chat's posts (issue 45), as JSON for its script: what was stored, or why nothing was,
 * in the words of the page the person is on (the catalogue's liveChat.problem.*).
 */

export type Problem =
  | "closed"
  | "device"
  | "muted"
  | "too-many"
  | "slow"
  | "empty"
  | "too-long"
  | "word"
  | "name"
  | "not-found"
  | "invalid";

const STATUS: Record<Problem, number> = {
  closed: 409,
  device: 403,
  muted: 403,
  "too-many": 429,
  slow: 429,
  empty: 400,
  "too-long": 400,
  word: 400,
  name: 400,
  "not-found": 404,
  invalid: 400,
};

export interface ChatAnswer {
  status: number;
  body: { ok: true; id?: number } | { ok: false; problem: Problem; message: string; retryAfter?: number };
}

export function stored(id?: number): ChatAnswer {
  return { status: 200, body: id === undefined ? { ok: true } : { ok: true, id } };
}

export function refused(
  language: Language,
  problem: Problem,
  values: { seconds?: number; limit?: number; until?: string } = {},
): ChatAnswer {
  const message = translator(language).t(`liveChat.problem.${problem}`, values);
  const retryAfter = values.seconds;
  return { status: STATUS[problem], body: { ok: false, problem, message, ...(retryAfter ? { retryAfter } : {}) } };
}

/** The language the person's page is in (their post says it), one the site speaks. */
export function postedLanguage(content: ChurchContent, posted: FormData): Language {
  return chatLanguage(content, posted.get("lang"));
}

/** A field as text ("" when missing or a file). */
export function field(posted: FormData, name: string): string {
  const value = posted.get(name);
  return typeof value === "string" ? value : "";
}

/** The client's own id of a message, so a send tried again is stored once. */
export function nonceOf(posted: FormData): string | undefined {
  const value = field(posted, "nonce");
  return /^[A-Za-z0-9_-]{8,40}$/.test(value) ? value : undefined;
}

export function toResponse(answer: ChatAnswer): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!answer.body.ok && answer.body.retryAfter) headers["Retry-After"] = String(answer.body.retryAfter);
  return Response.json(answer.body, { status: answer.status, headers });
}
