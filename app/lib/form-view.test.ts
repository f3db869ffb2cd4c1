import { expect, test } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { translator } from "~/i18n/translate";
import { formatCalendarDate } from "./dated-content";
import { answerText, quotedQuestion } from "./form-view";

/**
 * The "only if" note under a field asked on another's answer (issue 35): the demo prayer form's
 * "anonymous" question quotes the wall question, which ends with a full stop; the note ends with
 * one stop, placed as each language places it, and a quoted question keeps its own mark.
 */

// The demo's own words, read from its files: forms/prayer.yaml and the Spanish beside it, field by field.
const DEMO = path.resolve(import.meta.dirname, "../../content/redwood-coast/forms");
const read = (file: string) =>
  parse(readFileSync(path.join(DEMO, file), "utf8")) as { fields: { id?: string; label: string }[] };
const WALL = read("prayer.yaml").fields.findIndex((field) => field.id === "wall");
const wallLabel = (language: "en" | "es") =>
  read(language === "en" ? "prayer.yaml" : "prayer.es.yaml").fields[WALL]!.label;

test("the demo prayer form's anonymous note has one full stop in English and in Spanish", () => {
  const en = translator("en").t("forms.showIf", { ...quotedQuestion(wallLabel("en")), answer: "Yes" });
  expect(en).toBe("Only if you answered “Yes” to “Share my request on the prayer wall, after our team has read it.”");
  const es = translator("es").t("forms.showIf", { ...quotedQuestion(wallLabel("es")), answer: "Sí" });
  expect(es).toBe(
    "Solo si respondió «Sí» a «Compartir mi petición en el muro de oración, después de que nuestro equipo la lea».",
  );
});

test("a quoted question keeps its question mark and adds no stop in English; a label without a stop gets one", () => {
  expect(quotedQuestion("Would you like a call?")).toEqual({ question: "Would you like a call?", ending: "mark" });
  expect(translator("en").t("forms.showIf", { ...quotedQuestion("Would you like a call?"), answer: "Yes" })).toBe(
    "Only if you answered “Yes” to “Would you like a call?”",
  );
  expect(translator("es").t("forms.showIf", { ...quotedQuestion("¿Desea una llamada?"), answer: "Sí" })).toBe(
    "Solo si respondió «Sí» a «¿Desea una llamada?».",
  );
  expect(translator("en").t("forms.showIf", { ...quotedQuestion("Your visit  "), answer: "First time" })).toBe(
    "Only if you answered “First time” to “Your visit.”",
  );
});

/** A sender's answers as they read them back (issue 35): a date in their language, on the church's calendar. */

const style = { timeZone: "America/Los_Angeles", dateOrder: "month-day", clock: "12h" } as const;
const words = (locale: string) => ({
  yes: "Sí",
  no: "No",
  date: (day: string) => formatCalendarDate(day, { ...style, locale }),
});

test("a date answer reads as a date in the reader's language, the same day whatever the server's zone", () => {
  expect(answerText({ type: "date" }, "2026-12-20", words("es-US"))).toBe("domingo, 20 de diciembre de 2026");
  expect(answerText({ type: "date" }, "2026-12-20", words("en-US"))).toMatch(/^Sunday, December 20, 2026$/);
  // Without a date formatter (older callers), the day as stored.
  expect(answerText({ type: "date" }, "2026-12-20", { yes: "Yes", no: "No" })).toBe("2026-12-20");
  expect(answerText({ type: "yes-no" }, true, words("es-US"))).toBe("Sí");
});
