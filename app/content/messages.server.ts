import { isStructurallySame, parse } from "@formatjs/icu-messageformat-parser";
import { z } from "zod";
import { isLanguage, LANGUAGES, type Language } from "~/i18n/languages";
import type { MessageOverrides } from "~/i18n/translate";
import { catalogues } from "~/messages";
import { readContentFile, type ContentProblem } from "./read-files.server";

/**
 * The church's own wording of the site's messages (issue 27): messages/en.yaml,
 * messages/es.yaml in its content folder, each a map of the catalogue's keys
 * ("common.footer.privacy") to its words, in ICU MessageFormat. A key the
 * catalogue does not have, or a message whose placeholders (`{church}`,
 * `{count, plural, …}`) differ from the catalogue's, is refused.
 */

const messagesFile = z
  .record(z.string(), z.string().trim().min(1, "must not be empty"), {
    error: 'write one message per line: "area.key": "the words"',
  })
  .default({});

/** The overrides of every messages/<language>.yaml in `files`; problems go to `problems`. */
export async function readMessageOverrides(
  root: string,
  files: readonly string[],
  problems: ContentProblem[],
  textOf: (file: string) => string | undefined,
): Promise<MessageOverrides> {
  const overrides: MessageOverrides = {};
  for (const file of files.filter((name) => name.startsWith("messages/"))) {
    const language = /^messages\/([a-z]{2,3})\.(?:ya?ml|json)$/.exec(file)?.[1];
    if (!isLanguage(language)) {
      problems.push({
        file,
        message: `is not a messages file the site reads: name it messages/<language>.yaml, for ${LANGUAGES.join(" or ")}`,
        severity: "warning",
      });
      continue;
    }
    const parsed = await readContentFile(root, file, messagesFile, problems, textOf(file));
    if (!parsed) continue;
    const accepted: Record<string, string> = {};
    for (const [key, message] of Object.entries(parsed.data)) {
      const problem = messageProblem(key, message, language);
      if (problem) problems.push({ file, field: key, line: parsed.lineOf([key]), message: problem, severity: "error" });
      else accepted[key] = message;
    }
    overrides[language] = { ...overrides[language], ...accepted };
  }
  return overrides;
}

/** Why the church's `message` cannot stand for the catalogue's `key` in `language`, or null. */
export function messageProblem(key: string, message: string, language: Language): string | null {
  const original = catalogues[language].get(key) ?? catalogues.en.get(key);
  if (original === undefined) {
    return "is not a message of the site: copy its key from app/messages/<language>/<area>.json, as area.key";
  }
  let written;
  try {
    written = parse(message, { ignoreTag: true, requiresOtherClause: true });
  } catch (error) {
    return `is not a message the site can write (${(error as Error).message}): check its braces`;
  }
  const same = isStructurallySame(parse(original, { ignoreTag: true }), written);
  if (!same.success) {
    const names = placeholderNames(original);
    return (
      `must keep the catalogue's placeholders (${names.length ? names.map((name) => `{${name}}`).join(", ") : "none"}), ` +
      `written as they are: ${same.error?.message ?? "they differ"}`
    );
  }
  return null;
}

function placeholderNames(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: ReturnType<typeof parse>) => {
    for (const element of elements) {
      if ("value" in element && element.type !== 0 && typeof element.value === "string") names.add(element.value);
      if ("options" in element) for (const option of Object.values(element.options)) walk(option.value);
      if ("children" in element) walk(element.children);
    }
  };
  walk(parse(message, { ignoreTag: true }));
  return [...names];
}
