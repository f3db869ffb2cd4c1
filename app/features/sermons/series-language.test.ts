import { expect, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { getContent } from "~/server/content.server";
import { seriesInLanguage, seriesLanguage } from "./series-language";

function withSeries(series: Record<string, { language: "en" | "es" }>): ChurchContent {
  const content = getContent();
  return { ...content, integrations: { ...content.integrations, vimeo: { ...content.integrations.vimeo, series } } };
}
const english = { uri: "/users/1/albums/1100001", slug: "renovated-lives" };
const spanish = { uri: "/users/1/albums/1100008", slug: "vida-de-oracion" };

test("a series is in the language integrations.yaml names by its showcase id, else the default language", () => {
  const content = withSeries({ "1100008": { language: "es" } });
  expect(seriesLanguage(spanish, content)).toBe("es");
  expect(seriesLanguage(english, content)).toBe("en");
});

test("a language's pages list its own series; a language with none lists them all", () => {
  const content = withSeries({ "1100008": { language: "es" } });
  expect(seriesInLanguage([english, spanish], "es", content)).toEqual([spanish]);
  expect(seriesInLanguage([english, spanish], "en", content)).toEqual([english]);
  expect(seriesInLanguage([english, spanish], "es", withSeries({}))).toEqual([english, spanish]);
});

test("the demo church marks its Spanish series", () => {
  expect(seriesLanguage(spanish, getContent())).toBe("es");
});
