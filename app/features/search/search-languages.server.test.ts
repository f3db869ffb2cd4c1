import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { loadContentFolder } from "~/content/load.server";
import { folderCalendarEvents } from "~/features/events/folder-events";
import { contentInLanguage } from "~/i18n/content-language";
import { parseSearchText } from "~/lib/search-query";
import { openDatabase } from "~/server/db.server";
import { eventDocuments } from "./search-documents.server";
import { writeSearchIndex } from "./search-index.server";
import { eventHitsIn, eventWordsInOtherLanguages } from "./search-languages.server";
import { searchGroup } from "./search-read.server";

/**
 * Issue 36: a church's own event translated into Spanish (the bilingual test church's camp) is found
 * with Spanish words and read in Spanish on a Spanish search page; an event with no translation stands
 * there in English, marked as English.
 */

const NOW = Date.parse("2026-11-28T20:00:00Z");

async function bilingualChurch() {
  const camp = readFileSync("tests/fixtures/content/bilingual/events/summer-day-camp.es.yaml", "utf8");
  const result = await loadContentFolder("content/redwood-coast", {
    // The demo translates its parenting class: taken away here, so one event stays untranslated.
    overlay: new Map<string, string | null>([
      ["events/summer-day-camp.es.yaml", camp],
      ["events/parenting-class.es.yaml", null],
    ]),
  });
  if (!result.ok) throw new Error("the demo church with a translated camp did not load");
  return result.content;
}

function indexed(content: Awaited<ReturnType<typeof bilingualChurch>>) {
  const db = openDatabase(path.join(mkdtempSync(path.join(tmpdir(), "search-languages-")), "site.db"));
  const events = folderCalendarEvents(content, NOW);
  writeSearchIndex(db, eventDocuments(events, eventWordsInOtherLanguages(content, NOW)), NOW);
  return (words: string) => searchGroup(db, "event", parseSearchText(words).match!, NOW);
}

test("a translated event is found by its Spanish words, and a Spanish page shows its Spanish name and words", async () => {
  const content = await bilingualChurch();
  const spanishName = contentInLanguage(content, "es").events.find((event) => event.id === "summer-day-camp")!.name;
  expect(spanishName).not.toBe(content.events.find((event) => event.id === "summer-day-camp")!.name);
  const search = indexed(content);

  const found = search("campamento verano");
  expect(found.map((hit) => hit.slug)).toEqual(["summer-day-camp"]);
  const [spanish] = eventHitsIn(found, contentInLanguage(content, "es"), NOW);
  expect(spanish).toMatchObject({ name: spanishName, nameMarked: spanishName });
  expect(spanish!.textLanguage).toBeUndefined();
  expect(spanish!.snippet).toMatch(/campamento/i);

  // The English page keeps the English name, found by English words as before.
  const english = eventHitsIn(search("camp"), content, NOW);
  expect(english.find((hit) => hit.slug === "summer-day-camp")?.name).toBe(
    content.events.find((event) => event.id === "summer-day-camp")!.name,
  );
});

test("on a Spanish page, an event with no translation keeps its English words and is marked as English", async () => {
  const content = await bilingualChurch();
  const parenting = content.events.find((event) => event.id === "parenting-class")!;
  const search = indexed(content);
  const hits = eventHitsIn(search(parenting.name), contentInLanguage(content, "es"), NOW);
  expect(hits.find((hit) => hit.slug === "parenting-class")).toMatchObject({
    name: parenting.name,
    textLanguage: "en",
  });
});
