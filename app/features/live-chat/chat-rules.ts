/**
 * What a message and a display name may be in the live chat (issue 45), as pure functions: plain text on
 * one line (no control or formatting characters, which could hide or reorder what others read), within
 * its length, and none of the church's refused words (chat-words.yaml) as a whole word, whatever its
 * capitals and accents. Markup needs no rule: the chat shows every message as text, never as HTML.
 */

export const NAME_LENGTH = 40;

export type TextProblem = "empty" | "too-long" | "word";

/** One line of plain text: controls, formatting marks and runs of spaces go; newlines become spaces. */
export function plainLine(raw: string): string {
  return raw
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A word list as one test: every entry as whole words, accents and capitals aside. */
export function refusedWords(words: readonly string[]): (text: string) => boolean {
  const entries = words.map(folded).filter((entry) => entry.length > 0);
  if (entries.length === 0) return () => false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${entries.map(escapeRegex).join("|")})(?![\\p{L}\\p{N}])`, "u");
  return (text) => pattern.test(folded(text));
}

/** The message as stored, or why it is refused. */
export function checkMessage(
  raw: unknown,
  maxLength: number,
  refuses: (text: string) => boolean,
): { ok: true; text: string } | { ok: false; problem: TextProblem } {
  const text = typeof raw === "string" ? plainLine(raw) : "";
  if (text.length === 0) return { ok: false, problem: "empty" };
  if ([...text].length > maxLength) return { ok: false, problem: "too-long" };
  if (refuses(text)) return { ok: false, problem: "word" };
  return { ok: true, text };
}

/** A display name: as a message, at most NAME_LENGTH characters. */
export function checkName(raw: unknown, refuses: (text: string) => boolean) {
  return checkMessage(raw, NAME_LENGTH, refuses);
}

function folded(text: string): string {
  return plainLine(text)
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLocaleLowerCase("en");
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
}
