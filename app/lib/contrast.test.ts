import { expect, test } from "vitest";
import { AA_NORMAL_TEXT, contrastRatio, relativeLuminance } from "./contrast";

test("black on white is 21:1 and a colour on itself is 1:1, whichever comes first", () => {
  expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
  expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 5);
  expect(contrastRatio("#173f73", "#173f73")).toBeCloseTo(1, 5);
});

test("matches the ratios WCAG's own examples give", () => {
  // #767676 on white is the lightest grey that passes AA (4.54:1); #777777 fails (4.48:1).
  expect(contrastRatio("#767676", "#ffffff")).toBeGreaterThanOrEqual(AA_NORMAL_TEXT);
  expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(AA_NORMAL_TEXT);
  expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 5);
});

test("refuses what is not a #rrggbb colour", () => {
  expect(() => relativeLuminance("blue")).toThrow(RangeError);
});
