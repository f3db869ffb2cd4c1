import { expect, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { getContent } from "./content.server";
import { isBarePrefix, requestLanguage } from "./languages.server";

function speaking(languages: ("en" | "es")[]): ChurchContent {
  const content = getContent();
  return { ...content, church: { ...content.church, locale: { ...content.church.locale, languages } } };
}

test("a path under a language's prefix is served in it, under React Router's basename", () => {
  const content = speaking(["en", "es"]);
  expect(requestLanguage("/es/events", content)).toEqual({ language: "es", path: "/events", basename: "/es/" });
  expect(requestLanguage("/es/", content)).toEqual({ language: "es", path: "/", basename: "/es/" });
  expect(requestLanguage("/events", content)).toEqual({ language: "en", path: "/events", basename: "/" });
  expect(requestLanguage("/estate", content)).toEqual({ language: "en", path: "/estate", basename: "/" });
  expect(isBarePrefix("/es", content)).toBe("/es/");
  expect(isBarePrefix("/en", content)).toBeUndefined();
});

test("the staff area has no language: /es/admin is an ordinary (missing) page of the default language", () => {
  const content = speaking(["en", "es"]);
  expect(requestLanguage("/es/admin", content)).toEqual({ language: "en", path: "/es/admin", basename: "/" });
  expect(requestLanguage("/es/admin/visits", content).basename).toBe("/");
});

test("a language the church does not speak is no prefix", () => {
  const content = speaking(["en"]);
  expect(requestLanguage("/es/events", content)).toEqual({ language: "en", path: "/es/events", basename: "/" });
  expect(isBarePrefix("/es", content)).toBeUndefined();
});
