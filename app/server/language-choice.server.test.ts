import { expect, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { getContent } from "./content.server";
import { rememberedHome, switchTarget } from "./language-choice.server";

function speaking(languages: ("en" | "es")[]): ChurchContent {
  const content = getContent();
  return { ...content, church: { ...content.church, locale: { ...content.church.locale, languages } } };
}
const bilingual = speaking(["en", "es"]);

test("the switch goes to the same page in the chosen language, its query kept", () => {
  expect(switchTarget("es", "/events", bilingual)).toEqual({ language: "es", location: "/es/events" });
  expect(switchTarget("en", "/es/events", bilingual)).toEqual({ language: "en", location: "/events" });
  expect(switchTarget("es", "/", bilingual)).toEqual({ language: "es", location: "/es/" });
  expect(switchTarget("es", "/watch/search?q=grace", bilingual)?.location).toBe("/es/watch/search?q=grace");
});

test("the switch never leaves the site, and refuses a language the site does not speak", () => {
  expect(switchTarget("es", "//evil.example/x", bilingual)?.location).toBe("/es/");
  expect(switchTarget("es", "https://evil.example/x", bilingual)?.location).toBe("/es/");
  expect(switchTarget("es", "/\\evil.example", bilingual)?.location).toBe("/es/");
  // The parsed path is checked, not the raw string (issue 38): each of these parses to `//evil.example…`.
  for (const from of ["/.//evil.example/give", "/%2e//evil.example", "/./\\evil.example", "/x/..//evil.example"]) {
    expect(switchTarget("en", from, bilingual)?.location, from).toBe("/");
    expect(switchTarget("es", from, bilingual)?.location, from).toBe("/es/");
  }
  expect(switchTarget("fr", "/events", bilingual)).toBeUndefined();
  expect(switchTarget("es", "/events", speaking(["en"]))).toBeUndefined();
});

test("a remembered language takes the bare home page only, and only to a language the site speaks", () => {
  expect(rememberedHome("/", "language=es", bilingual)).toBe("/es/");
  expect(rememberedHome("/?utm_source=x", "language=es", bilingual)).toBe("/es/?utm_source=x");
  expect(rememberedHome("/events", "language=es", bilingual)).toBeUndefined();
  expect(rememberedHome("/", "language=en", bilingual)).toBeUndefined();
  expect(rememberedHome("/", undefined, bilingual)).toBeUndefined();
  expect(rememberedHome("/", "language=es", speaking(["en"]))).toBeUndefined();
});
