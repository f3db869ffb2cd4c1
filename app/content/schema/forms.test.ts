import { expect, test } from "vitest";
import { ROLES } from "~/features/auth/roles";
import { FORM_ROLES, formFile, retentionDaysOf } from "./forms";

const field = (extra: Record<string, unknown>) => ({ id: "x", type: "short-text", label: "X", ...extra });
const problemsOf = (form: Record<string, unknown>) => {
  const result = formFile.safeParse({ title: "A form", ...form });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

test("a form fills in its defaults: not required, a copy not sent, nobody told, reminders after 3 days", () => {
  const form = formFile.parse({ title: "Contact", fields: [field({})] });
  expect(form.fields[0]!.required).toBe(false);
  expect(form).toMatchObject({ sendCopy: false, reminderDays: 3, notify: { roles: [], people: [], addresses: [] } });
  expect(retentionDaysOf(form)).toBe(365);
});

test("a prayer form keeps its requests 90 days unless it says otherwise", () => {
  const prayer = { list: { day: "monday", time: "08:00" }, requestField: "x" };
  const fields = [field({ type: "long-text" })];
  expect(retentionDaysOf(formFile.parse({ title: "P", fields, prayer }))).toBe(90);
  expect(retentionDaysOf(formFile.parse({ title: "P", fields, prayer, retentionDays: 30 }))).toBe(30);
});

test("each field kind takes only its own limits", () => {
  expect(problemsOf({ fields: [field({ maxLength: 5000 })] })).toEqual(["fields.0.maxLength: must be at most 1000"]);
  expect(problemsOf({ fields: [field({ type: "email", maxLength: 50 })] })).toEqual([
    "fields.0.maxLength: only short-text and long-text take maxLength",
  ]);
  expect(problemsOf({ fields: [field({ min: 1 })] })).toEqual([
    "fields.0.min: only number and date fields take min and max",
  ]);
  expect(problemsOf({ fields: [field({ type: "number", min: "2027-01-01" })] })).toEqual([
    "fields.0.min: a number field's limit is a number",
  ]);
  expect(problemsOf({ fields: [field({ type: "date", min: 0, max: "2027-01-01" })] })).toEqual([]);
  expect(problemsOf({ fields: [field({ type: "number", min: 5, max: 1 })] })).toEqual([
    "fields.0.max: must not be below min",
  ]);
  expect(problemsOf({ fields: [field({ type: "choice", options: [{ value: "a", label: "A" }] })] })).toEqual([
    "fields.0.options: a choice field lists at least two options",
  ]);
});

test("showIf names an earlier field and an answer it can give", () => {
  const choice = field({
    id: "kids",
    type: "choice",
    options: [
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ],
  });
  expect(problemsOf({ fields: [choice, field({ id: "y", showIf: { field: "kids", equals: "b" } })] })).toEqual([]);
  expect(problemsOf({ fields: [choice, field({ id: "y", showIf: { field: "kids", equals: "c" } })] })).toEqual([
    'fields.1.showIf.equals: "kids" never answers "c": write one of a, b',
  ]);
  expect(problemsOf({ fields: [field({ id: "y", showIf: { field: "kids", equals: "a" } }), choice] })).toEqual([
    "fields.0.showIf.field: name an earlier field of this form",
  ]);
});

test("ids are unique, a copy needs an e-mail field, prayer settings name fields of the right kind", () => {
  expect(problemsOf({ fields: [field({}), field({})], sendCopy: true })).toEqual([
    'fields.1.id: "x" is used twice',
    "sendCopy: needs an email field to send the copy to",
  ]);
  const prayer = { list: { day: "monday", time: "08:00" }, requestField: "x", wall: { consentField: "x" } };
  expect(problemsOf({ fields: [field({})], prayer })).toEqual([
    "prayer.requestField: name a long-text field of this form",
    "prayer.wall.consentField: name a consent or yes-no field of this form",
  ]);
});

test("a form names only roles the site has (the care team among them)", () => {
  for (const role of ROLES) expect(FORM_ROLES).toContain(role);
  expect(problemsOf({ fields: [field({})], notify: { roles: ["pastor"] } })).toHaveLength(1);
});

test("requiredIf names another field of this form and an answer it can give", () => {
  const tell = field({ id: "tell", type: "yes-no" });
  const email = (requiredIf: unknown, extra: Record<string, unknown> = {}) =>
    field({ id: "email", type: "email", requiredIf, ...extra });
  expect(problemsOf({ fields: [email([{ field: "tell", equals: "yes" }]), tell] })).toEqual([]);
  expect(problemsOf({ fields: [email([{ field: "tell", equals: "maybe" }]), tell] })).toEqual([
    'fields.0.requiredIf.0.equals: "tell" never answers "maybe": write one of yes, no',
  ]);
  expect(problemsOf({ fields: [email([{ field: "gone", equals: "yes" }]), tell] })).toEqual([
    "fields.0.requiredIf.0.field: name another field of this form",
  ]);
  expect(problemsOf({ fields: [email([{ field: "tell", equals: "yes" }], { required: true }), tell] })).toEqual([
    "fields.0.requiredIf: a required field needs no requiredIf",
  ]);
});

test("only a date field names the weekdays it accepts", () => {
  expect(problemsOf({ fields: [field({ type: "date", weekdays: ["sunday"] })] })).toEqual([]);
  expect(problemsOf({ fields: [field({ weekdays: ["sunday"] })] })).toEqual([
    "fields.0.weekdays: only date fields take weekdays",
  ]);
  expect(problemsOf({ fields: [field({ type: "date", weekdays: ["sonday"] })] })).toHaveLength(1);
});
