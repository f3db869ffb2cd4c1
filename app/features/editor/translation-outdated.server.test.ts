import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { contentInLanguage } from "~/i18n/content-language";
import { getContent } from "~/server/content.server";
import { EDITOR, publishOver, withContentCopy } from "./test-support";
import { openTranslation, saveTranslation, translationStatus } from "./translations.server";

/**
 * A translation never blocks its original (issue 36): an editor rewrites the
 * English About page so its heading loses `{church}`; the publish goes through,
 * the Spanish page keeps its last translation, and the editor marks it out of
 * date until a translator updates it (who is still held to the placeholders).
 */

const ABOUT = "pages/about.yaml";
const NOW = Date.parse("2026-11-24T18:00:00Z");
const folder = withContentCopy("outdated");

const about = (language: "en" | "es") =>
  contentInLanguage(getContent(), language).pages.find((page) => page.path === "/about")!;

test("an English publish goes through with an out-of-date translation, which the editor marks", async () => {
  const before = readFileSync(path.join(folder.dir(), ABOUT), "utf8");
  expect(before).toContain("heading: About {church}");
  const spanishBefore = about("es").heading;
  const after = before.replace("heading: About {church}", "heading: Who we are");
  const outcome = await publishOver(ABOUT, before, after, NOW);
  expect(outcome).toMatchObject({ ok: true, live: true });
  expect(about("en").heading).toBe("Who we are");
  // The Spanish page keeps its last good translation.
  expect(about("es").heading).toBe(spanishBefore);
  expect(about("es").translationOutdated).toBe(true);

  const status = translationStatus(getContent(), (at) => (at === "/about" ? ABOUT : at));
  expect(status[0]!.pages.find((page) => page.file === ABOUT)).toMatchObject({ translated: true, outdated: true });
  const view = (await openTranslation(ABOUT, "es"))!;
  const heading = view.fields.find((field) => field.name === "heading")!;
  expect(heading).toMatchObject({ original: "Who we are", outdated: true });
  expect(view.fields.filter((field) => field.outdated).map((field) => field.name)).toEqual(["heading"]);

  // A translator saving the text still keeps the original's placeholders: refused, nothing written.
  const values = new Map(view.fields.map((field) => [field.name, field.translation]));
  const refused = await saveTranslation(view, values, view.version, EDITOR, NOW);
  expect(refused).toMatchObject({
    ok: false,
    problems: [
      expect.objectContaining({ field: "heading", message: expect.stringMatching(/placeholders exactly \(none\)/) }),
    ],
  });
  values.set("heading", "Quiénes somos");
  expect(await saveTranslation(view, values, view.version, EDITOR, NOW)).toEqual({ ok: true });
  expect(about("es").heading).toBe("Quiénes somos");
  expect(about("es").translationOutdated).toBeUndefined();
}, 60_000);
