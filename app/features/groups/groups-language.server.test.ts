import { expect, test } from "vitest";
import { loadContentFolder } from "~/content/load.server";
import { contentInLanguage } from "~/i18n/content-language";
import { getGroupFinder } from "./groups.server";

/**
 * Issue 36: the group finder on a Spanish page. The demo church translates its groups (groups.es.yaml):
 * they are shown in Spanish with nothing marked; a church that has not (the same folder without that file)
 * has them marked as the default language's text, so a screen reader reads them with an English voice.
 */

async function spanishFinder(files: Record<string, string | null>) {
  const result = await loadContentFolder("content/redwood-coast", { overlay: new Map(Object.entries(files)) });
  if (!result.ok) throw new Error("the demo church did not load");
  return getGroupFinder(contentInLanguage(result.content, "es"), new URLSearchParams());
}

test("translated groups are shown in Spanish, unmarked", async () => {
  const finder = await spanishFinder({});
  expect(finder.status).toBe("ok");
  if (finder.status !== "ok") return;
  expect(finder.groups.map((group) => group.name)).toContain("Grupo de hogar de Arcata, los martes");
  expect(finder.textLang).toBeUndefined();
});

test("groups a church has not translated are marked as its default language", async () => {
  const finder = await spanishFinder({ "groups.es.yaml": null });
  expect(finder.status).toBe("ok");
  if (finder.status !== "ok") return;
  expect(finder.groups.map((group) => group.name)).toContain("Arcata Tuesday Home Group");
  expect(finder.textLang).toBe("en");
});
