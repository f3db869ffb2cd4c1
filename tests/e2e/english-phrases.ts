import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * The English catalogue's phrases that must never reach a Spanish page (issue 27):
 * every run of literal text of every English message (app/messages/en/*.json),
 * read by the real ICU parser (the text around placeholders, and inside plural
 * and select branches), of at least two words, and not also a phrase of the
 * Spanish message (names and words both languages share, like "Google Calendar").
 */
export interface EnglishPhrase {
  key: string;
  phrase: string;
}

const MESSAGES = path.resolve("app/messages");

function literals(elements: MessageFormatElement[], found: string[] = []): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal) found.push(element.value);
    else if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) literals(option.value, found);
    } else if (element.type === TYPE.tag) literals(element.children, found);
    // A placeholder splits the text: what follows is a phrase of its own.
    found.push("\u0000");
  }
  return found;
}

/** A message's phrases: its literal runs, whitespace folded, trimmed of punctuation at the edges. */
export function phrasesOf(message: string): string[] {
  return literals(parse(message, { ignoreTag: true }))
    .join("")
    .split("\u0000")
    .map((run) => normalise(run).replace(/^[\s,.:;·(]+|[\s,.:;·)]+$/g, ""))
    .filter(Boolean);
}

export function normalise(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function catalogue(language: string): Map<string, string> {
  const messages = new Map<string, string>();
  const folder = path.join(MESSAGES, language);
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const area = file.replace(/\.json$/, "");
    const entries = JSON.parse(readFileSync(path.join(folder, file), "utf8")) as Record<string, string>;
    for (const [key, message] of Object.entries(entries)) messages.set(`${area}.${key}`, message);
  }
  return messages;
}

export function englishPhrases(): EnglishPhrase[] {
  const english = catalogue("en");
  const spanish = catalogue("es");
  const shared = new Set([...spanish.values()].flatMap(phrasesOf));
  const found: EnglishPhrase[] = [];
  for (const [key, message] of english) {
    for (const phrase of phrasesOf(message)) {
      if (phrase.split(" ").length >= 2 && !shared.has(phrase)) found.push({ key, phrase });
    }
  }
  return found;
}

/** Everything on the page a visitor may read or hear, now or after a click. */
export async function wordsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const english = (element: Element) => !/^es\b/.test(element.closest("[lang]")?.getAttribute("lang") ?? "");
    // Left out of the visible text while it is read.
    const marked = [...document.body.querySelectorAll<HTMLElement>("[lang]")].filter(english);
    for (const element of marked) element.style.setProperty("display", "none", "important");
    const words = [document.body.innerText, document.title];
    for (const element of marked) element.style.removeProperty("display");
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) words.push(description);
    for (const element of document.querySelectorAll("*")) {
      if (english(element)) continue;
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name);
        if (value) words.push(value);
      }
      // The words an element keeps for later ("Sending…", its messages): only on the custom elements and their parts.
      if (element.localName.includes("-") || element.closest("[data-enhanced], background-form, newsletter-signup")) {
        for (const attribute of element.attributes) {
          if (attribute.name.startsWith("data-") && /[a-z] [a-z]/i.test(attribute.value)) words.push(attribute.value);
        }
      }
    }
    for (const template of document.querySelectorAll("template")) {
      if (!english(template)) words.push(template.content.textContent ?? "");
    }
    return words;
  });
}

/** The English catalogue's phrases found in `words`, each as "key: “phrase”". */
export function englishOn(words: string[]): string[] {
  const text = words.map(normalise).join("\n");
  return englishPhrasesOnce()
    .filter(({ phrase }) => text.includes(phrase))
    .map(({ key, phrase }) => `${key}: “${phrase}”`);
}

let phrases: EnglishPhrase[] | undefined;
function englishPhrasesOnce(): EnglishPhrase[] {
  return (phrases ??= englishPhrases());
}
