/**
 * The languages this project ships message catalogues for (app/messages/<language>/).
 * A church names which of them its site speaks, and its default, in church.yaml
 * (issue 27); the default language lives at the site's root, every other one
 * under its own prefix (`/es/…`).
 */
export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Each language's name in itself, for the language switch ("Español"). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", es: "Español" };
