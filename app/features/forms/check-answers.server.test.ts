import { expect, test } from "vitest";
import { formPost, TEAMS, TEAMS_FIELD } from "../../../tests/support/form-post";
import type { FormDefinition } from "~/content/model";
import { formFile } from "~/content/schema";
import { checkAnswers } from "./check-answers.server";

/** Every kind of bad input is a problem beside its field, and nothing comes out to store (issue 35). */

const TODAY = "2026-11-27";
const form: FormDefinition = {
  ...formFile.parse({
    title: "Test",
    fields: [
      { id: "name", type: "short-text", label: "Name", required: true, maxLength: 10 },
      { id: "email", type: "email", label: "E-mail" },
      { id: "phone", type: "phone", label: "Phone" },
      { id: "story", type: "long-text", label: "Story", maxLength: 20 },
      { id: "age", type: "number", label: "Age", min: 1, max: 17 },
      { id: "day", type: "date", label: "Day", min: 0, max: "2027-01-31" },
      { id: "team", type: "choice", label: "Team", options: TEAMS },
      TEAMS_FIELD,
      { id: "call", type: "yes-no", label: "Call?" },
      { id: "when", type: "short-text", label: "When", required: true, showIf: { field: "call", equals: "yes" } },
      { id: "agree", type: "consent", label: "Agree", required: true },
    ],
  }),
  id: "test",
  retentionDays: 365,
};

const good = { name: " Ana ", agree: "yes" };

test("good answers come out typed: trimmed text, numbers, booleans, the values chosen", () => {
  const result = checkAnswers(
    form,
    formPost({
      ...good,
      email: " Ana@Example.ORG ",
      phone: "(805) 555-0100",
      story: "line one\r\nline two",
      age: "7",
      day: TODAY,
      team: "coffee",
      teams: ["kids", "coffee", "kids"],
      call: "yes",
      when: "Evenings",
    }),
    TODAY,
  );
  expect(result).toEqual({
    ok: true,
    answers: {
      name: "Ana",
      email: "ana@example.org",
      phone: "(805) 555-0100",
      story: "line one\nline two",
      age: 7,
      day: TODAY,
      team: "coffee",
      teams: ["kids", "coffee"],
      call: true,
      when: "Evenings",
      agree: true,
    },
  });
});

test.each([
  ["a required answer missing", { agree: "yes" }, { name: { code: "required" } }],
  ["a required consent not ticked", { name: "Ana" }, { agree: { code: "consent" } }],
  ["an answer over its limit", { ...good, name: "A very long name" }, { name: { code: "tooLong", most: 10 } }],
  ["a long answer over its limit", { ...good, story: "x".repeat(21) }, { story: { code: "tooLong", most: 20 } }],
  ["an address that is not one", { ...good, email: "ana@" }, { email: { code: "email" } }],
  ["a phone number that is not one", { ...good, phone: "call me" }, { phone: { code: "phone" } }],
  ["a number that is not one", { ...good, age: "seven" }, { age: { code: "number" } }],
  ["a number under its range", { ...good, age: "0" }, { age: { code: "tooSmall", limit: 1 } }],
  ["a number over its range", { ...good, age: "18" }, { age: { code: "tooLarge", limit: 17 } }],
  ["a date that is not one", { ...good, day: "2026-02-30" }, { day: { code: "date" } }],
  [
    "a date before its range (days from today)",
    { ...good, day: "2026-11-26" },
    { day: { code: "tooEarly", date: TODAY } },
  ],
  ["a date after its range", { ...good, day: "2027-02-01" }, { day: { code: "tooLate", date: "2027-01-31" } }],
  ["a choice not offered", { ...good, team: "dogs" }, { team: { code: "notOffered" } }],
  ["two answers to a one-choice question", { ...good, team: ["kids", "coffee"] }, { team: { code: "notOffered" } }],
  ["one of several choices not offered", { ...good, teams: ["kids", "dogs"] }, { teams: { code: "notOffered" } }],
  ["a yes-no answered neither", { ...good, call: "maybe" }, { call: { code: "notOffered" } }],
  ["a field the form does not have", { ...good, _colour: "red" }, { _form: { code: "unknownField" } }],
  ["an answer named for no field", { ...good, shoe: "9" }, { _form: { code: "unknownField" } }],
  ["a field shown by an answer, then left empty", { ...good, call: "yes" }, { when: { code: "required" } }],
])("%s is a problem beside its field, and nothing is kept", (_kind, values, problems) => {
  expect(checkAnswers(form, formPost(values), TODAY)).toEqual({ ok: false, problems });
});

test("a field whose showIf is not met is neither required nor kept", () => {
  const result = checkAnswers(form, formPost({ ...good, call: "no", when: "Mornings" }), TODAY);
  expect(result).toEqual({ ok: true, answers: { name: "Ana", call: false, agree: true } });
});

const prayer: FormDefinition = {
  ...formFile.parse({
    title: "Prayer",
    fields: [
      {
        id: "email",
        type: "email",
        label: "E-mail",
        requiredIf: [
          { field: "tell", equals: "yes" },
          { field: "wall", equals: "yes" },
        ],
      },
      { id: "tell", type: "yes-no", label: "Tell me?" },
      { id: "wall", type: "consent", label: "On the wall" },
      { id: "sunday", type: "date", label: "A Sunday", weekdays: ["sunday"] },
    ],
  }),
  id: "prayer",
  retentionDays: 90,
};

test("a field another answer requires (a later one too) is a problem beside it when left empty", () => {
  const told = checkAnswers(prayer, formPost({ tell: "yes" }), TODAY);
  expect(told).toEqual({ ok: false, problems: { email: { code: "requiredIf", field: "tell", equals: "yes" } } });
  const walled = checkAnswers(prayer, formPost({ tell: "no", wall: "yes" }), TODAY);
  expect(walled).toEqual({ ok: false, problems: { email: { code: "requiredIf", field: "wall", equals: "yes" } } });
  expect(checkAnswers(prayer, formPost({ tell: "no" }), TODAY)).toEqual({
    ok: true,
    answers: { tell: false, wall: false },
  });
  expect(checkAnswers(prayer, formPost({ tell: "yes", email: "ana@example.org" }), TODAY)).toMatchObject({ ok: true });
});

test("a date field takes only the weekdays it names, whatever the server's zone", () => {
  // 2026-12-20 is a Sunday, 2026-12-23 a Wednesday.
  expect(checkAnswers(prayer, formPost({ sunday: "2026-12-20" }), TODAY)).toMatchObject({ ok: true });
  expect(checkAnswers(prayer, formPost({ sunday: "2026-12-23" }), TODAY)).toEqual({
    ok: false,
    problems: { sunday: { code: "weekday", weekdays: ["sunday"] } },
  });
});
