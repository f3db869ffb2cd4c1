import { expect, test } from "vitest";
import { textWidthEm, twoLineWidthEm } from "./text-width";

test("a line is as wide as its letters in the wide fonts; an accent counts as its letter, another script as an em", () => {
  // DejaVu Sans Bold: W 1.10 em, i 0.34 em (a serif W is wider still).
  expect(textWidthEm("W", "sans")).toBeCloseTo(1.1);
  expect(textWidthEm("W", "serif")).toBeCloseTo(1.12);
  expect(textWidthEm("W", "either")).toBeCloseTo(1.12);
  expect(textWidthEm("Wi", "sans")).toBeCloseTo(1.44);
  expect(textWidthEm("Índice de pasajes", "sans")).toBe(textWidthEm("Indice de pasajes", "sans"));
  expect(textWidthEm("¿Ñu?", "sans")).toBe(textWidthEm("?Nu?", "sans"));
  expect(textWidthEm("礼拝", "sans")).toBe(2);
});

test("a name on two lines is as wide as the wider line of its most even split; one word stays whole", () => {
  // "Redwood / Coast Church" is more even than "Redwood Coast / Church".
  const evenest = Math.max(textWidthEm("Redwood", "serif"), textWidthEm("Coast Church", "serif"));
  expect(evenest).toBeLessThan(textWidthEm("Redwood Coast", "serif"));
  expect(twoLineWidthEm("Redwood Coast Church", "serif")).toBe(evenest);
  expect(twoLineWidthEm("Gemeinschaftskirche", "serif")).toBe(textWidthEm("Gemeinschaftskirche", "serif"));
  expect(twoLineWidthEm("  Grace  ", "sans")).toBe(textWidthEm("Grace", "sans"));
});
