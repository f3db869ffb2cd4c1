import { expect, test } from "vitest";
import { localizedPath, splitLanguagePrefix } from "./paths";

test("the default language lives at the root, another under its prefix", () => {
  expect(localizedPath("/events", "en", "en")).toBe("/events");
  expect(localizedPath("/events", "es", "en")).toBe("/es/events");
  expect(localizedPath("/", "es", "en")).toBe("/es/");
  expect(splitLanguagePrefix("/es/events", ["en", "es"], "en")).toEqual({ language: "es", path: "/events" });
  expect(splitLanguagePrefix("/es", ["en", "es"], "en")).toEqual({ language: "es", path: "/" });
  expect(splitLanguagePrefix("/estate", ["en", "es"], "en")).toEqual({ language: "en", path: "/estate" });
  expect(splitLanguagePrefix("/es/events", ["en"], "en")).toEqual({ language: "en", path: "/es/events" });
});
