import { translator, type Translate } from "~/i18n/translate";

/** The small words the privacy statements (statements.ts and the files beside it) are put together with. */

/** The catalogue's English, the statements' words when no language is given. */
export const english: Translate = translator("en").t;

/** Sentences of one paragraph, those left out (false) dropped. */
export function sentences(...parts: (string | false)[]): string {
  return parts.filter(Boolean).join(" ");
}

/** A yes/no for a message's `select`. */
export function yes(value: boolean): "yes" | "no" {
  return value ? "yes" : "no";
}

/** Names as a list in the language's words: "A, B and C". */
export function list(names: string[], t: Translate): string {
  return names.length <= 1
    ? (names[0] ?? "")
    : t("privacy.list.and", { first: names.slice(0, -1).join(", "), last: names.at(-1) });
}
