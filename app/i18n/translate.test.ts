import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { catalogues } from "~/messages";
import { LANGUAGES } from "./languages";
import { translator } from "./translate";

/** The placeholders a message uses ({church}, {count, plural, …}), by a real ICU parser. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      found.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    } else if (element.type === TYPE.tag) {
      placeholders(element.children, found);
    }
  }
  return found;
}

describe("the message catalogues", () => {
  for (const language of LANGUAGES) {
    it(`${language}: every message parses as ICU MessageFormat`, () => {
      for (const [key, message] of catalogues[language]) {
        expect(() => parse(message), key).not.toThrow();
      }
    });
  }

  it("Spanish has every English message, with the same placeholders", () => {
    const missing = [...catalogues.en.keys()].filter((key) => !catalogues.es.has(key));
    expect(missing).toEqual([]);
    for (const [key, english] of catalogues.en) {
      const spanish = catalogues.es.get(key)!;
      expect([...placeholders(parse(spanish))].sort(), key).toEqual([...placeholders(parse(english))].sort());
    }
  });

  it("has no message in Spanish that English lacks", () => {
    expect([...catalogues.es.keys()].filter((key) => !catalogues.en.has(key))).toEqual([]);
  });
});

describe("translator", () => {
  it("writes a message in the language, and the church's wording wins", () => {
    expect(translator("es", "US").t("common.footer.privacy")).toBe("Política de privacidad");
    expect(translator("en", "US").t("common.footer.privacy")).toBe("Privacy Policy");
    const church = translator("en", "US", { en: { "common.footer.privacy": "Our privacy promise" } });
    expect(church.t("common.footer.privacy")).toBe("Our privacy promise");
  });
});
