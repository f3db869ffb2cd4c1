import { expect, test } from "vitest";
import { BRAND_COLOR_NAMES, contrastFailures, deriveBrandColors, mix } from "./brand-colors";
import { contrastRatio } from "./contrast";

const DEFAULTS = { surface: "#ffffff", onPrimary: "#ffffff", success: "#23773a", danger: "#a3231a" };

/** Churches' real palettes, as a church would give them: two or three colours. */
const FEW_COLOURS = {
  "navy and gold": { primary: "#1d3557", accent: "#1d6fa5", highlight: "#e9c46a" },
  "black and yellow": { primary: "#222222", accent: "#0066cc", highlight: "#ffcc00" },
  "purple and gold": { primary: "#5b2a86", accent: "#6a3d9a", highlight: "#f2c14e" },
  "forest green, two colours": { primary: "#2d6a4f", accent: "#1b4332" },
  "maroon and blue, two colours": { primary: "#7b1e3a", accent: "#1f5f8b" },
  "teal and coral": { primary: "#005f73", accent: "#0a5e8a", highlight: "#ee9b00" },
};

test("mixes as CSS color-mix(in srgb) does", () => {
  expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
  expect(mix("#173f73", "#000000", 0)).toBe("#173f73");
  expect(mix("#173f73", "#ffffff", 1)).toBe("#ffffff");
});

test("a brand that gives all thirteen colours keeps every one of them (the demo church's)", () => {
  const demo = {
    ...DEFAULTS,
    primary: "#173f73",
    primaryStrong: "#0f2c52",
    accent: "#1f5fa8",
    highlight: "#f0b94d",
    highlightStrong: "#d99a22",
    tint: "#f5f1e8",
    tintStrong: "#e9e1cf",
    text: "#1c2330",
    muted: "#4a5566",
  };
  expect(deriveBrandColors(demo)).toEqual(demo);
  expect(contrastFailures(deriveBrandColors(demo))).toEqual([]);
});

for (const [name, given] of Object.entries(FEW_COLOURS)) {
  test(`${name}: the colours left out are derived, every pair reaches WCAG AA, the given ones are kept`, () => {
    const colors = deriveBrandColors({ ...DEFAULTS, ...given });
    expect(Object.keys(colors).sort()).toEqual([...BRAND_COLOR_NAMES].sort());
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    expect(colors).toMatchObject(given);
    expect(contrastFailures(colors)).toEqual([]);
    // The strong shades are shades: primaryStrong darker than primary, the tint near the page's white.
    expect(contrastRatio(colors.primaryStrong, "#ffffff")).toBeGreaterThanOrEqual(
      contrastRatio(colors.primary, "#ffffff"),
    );
    expect(contrastRatio(colors.tint, "#ffffff")).toBeLessThan(1.3);
  });
}

test("a primary too light for white words cannot be rescued: the failure is named, the colour kept", () => {
  const colors = deriveBrandColors({ ...DEFAULTS, primary: "#7fb3e6", accent: "#1f5fa8" });
  expect(colors.primary).toBe("#7fb3e6");
  expect(contrastFailures(colors)).toContainEqual(
    expect.objectContaining({ foreground: "onPrimary", background: "primary", needed: 4.5 }),
  );
});

test("a given highlight too dark for text is kept, and refused", () => {
  const colors = deriveBrandColors({ ...DEFAULTS, primary: "#1d3557", accent: "#1d6fa5", highlight: "#5a3d00" });
  expect(colors.highlight).toBe("#5a3d00");
  expect(contrastFailures(colors).map((failure) => `${failure.foreground} on ${failure.background}`)).toContain(
    "text on highlight",
  );
});

test("primary alone is enough: links take primary, and every pair reaches AA (issue 38)", () => {
  const colors = deriveBrandColors({ ...DEFAULTS, primary: "#2d6a4f" });
  expect(colors.accent).toBe("#2d6a4f");
  expect(contrastFailures(colors)).toEqual([]);
});

test("a church's light accent (its gold) given without highlight is the highlight, not refused as a link colour", () => {
  const colors = deriveBrandColors({ ...DEFAULTS, primary: "#1d3557", accent: "#f2c14e" });
  expect(colors.highlight).toBe("#f2c14e");
  expect(contrastRatio(colors.accent, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  expect(contrastFailures(colors)).toEqual([]);
  // Given with a highlight of its own, an accent is what it says: a light one is refused by name.
  const both = deriveBrandColors({ ...DEFAULTS, primary: "#1d3557", accent: "#f2c14e", highlight: "#ffcc00" });
  expect(both.accent).toBe("#f2c14e");
  expect(contrastFailures(both)).toContainEqual(
    expect.objectContaining({ foreground: "accent", background: "surface" }),
  );
});
