import { expect, test } from "vitest";
import { HOME_VISITS_KEY, nextVisitCount, recordHomeVisit, shouldPlayIntro } from "./home-visits";

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

test("the intro plays on the first home load of a session and not after", () => {
  const storage = memoryStorage();
  expect(recordHomeVisit(storage)).toBe(true);
  expect(storage.values.get(HOME_VISITS_KEY)).toBe("1");
  expect(recordHomeVisit(storage)).toBe(false);
  expect(recordHomeVisit(storage)).toBe(false);
  expect(storage.values.get(HOME_VISITS_KEY)).toBe("3");
});

test("a missing or garbled count starts again from zero", () => {
  expect(nextVisitCount(null)).toBe(1);
  expect(nextVisitCount("banana")).toBe(1);
  expect(nextVisitCount("-4")).toBe(1);
  expect(nextVisitCount("2")).toBe(3);
});

test("SPEC 9: plays when the count is 1 or less", () => {
  expect(shouldPlayIntro(0)).toBe(true);
  expect(shouldPlayIntro(1)).toBe(true);
  expect(shouldPlayIntro(2)).toBe(false);
});

test("storage that refuses to work (private browsing) still lets the intro play", () => {
  const broken = {
    getItem: () => {
      throw new Error("SecurityError");
    },
    setItem: () => {},
  };
  expect(recordHomeVisit(broken)).toBe(true);
});
