import { expect, test } from "vitest";
import { isPlainClick } from "./plain-click";

const click = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

test("a plain click of the main button is the page's; a modifier key, another button or a handled click is not", () => {
  expect(isPlainClick(click)).toBe(true);
  for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const) {
    expect(isPlainClick({ ...click, [key]: true })).toBe(false);
  }
  expect(isPlainClick({ ...click, button: 1 })).toBe(false);
  expect(isPlainClick({ ...click, defaultPrevented: true })).toBe(false);
});
