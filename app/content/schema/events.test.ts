import { expect, test } from "vitest";
import { attendeeType } from "./events";

/** Issue 38: an attendee type may state the ages it is for (the sign-up form then refuses an age outside). */

const problemsOf = (type: Record<string, unknown>) => {
  const result = attendeeType.safeParse({ id: "child", name: "Child (5-11)", ...type });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

test("an attendee type takes minAge and maxAge, either alone, in whole years", () => {
  expect(problemsOf({ minAge: 5, maxAge: 11 })).toEqual([]);
  expect(problemsOf({ minAge: 18 })).toEqual([]);
  expect(problemsOf({ maxAge: 3 })).toEqual([]);
  expect(problemsOf({ minAge: 5.5 })).toHaveLength(1);
  expect(problemsOf({ maxAge: 200 })).toHaveLength(1);
});

test("minAge above maxAge is refused at maxAge", () => {
  expect(problemsOf({ minAge: 12, maxAge: 5 })).toEqual(["maxAge: minAge is above maxAge"]);
});
