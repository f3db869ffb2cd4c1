import { expect, test } from "vitest";
import { settledWithin } from "./settled-within";

test("a value already at hand is returned", async () => {
  expect(await settledWithin(Promise.resolve("cached"), 50)).toBe("cached");
});

test("a value still on its way reads as null, and the promise carries on", async () => {
  let finished = false;
  const slow = new Promise<string>((resolve) =>
    setTimeout(() => {
      finished = true;
      resolve("late");
    }, 80),
  );
  expect(await settledWithin(slow, 10)).toBeNull();
  expect(await slow).toBe("late");
  expect(finished).toBe(true);
});
