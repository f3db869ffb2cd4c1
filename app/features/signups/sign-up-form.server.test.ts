import { expect, test } from "vitest";
import { getContent } from "~/server/content.server";
import { ageOutside, readSignUpForm } from "./sign-up-form.server";
import { signUpEvent } from "./sign-up-page.server";

/** The demo's parenting class: two people a sign-up, a free-text question. */
const NOW = Date.parse("2026-12-01T12:00:00Z");

async function page() {
  const found = await signUpEvent("parenting-class", NOW, "en", getContent());
  if (!found) throw new Error("the demo's parenting class takes no sign-ups");
  return found.page;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const base = async () => ({
  contactName: "Ana",
  email: "ana@example.org",
  date: (await page()).dates[0]!.value,
  "person-1-name": "Ana",
});

test("more people than the sign-up takes are refused with the limit, not dropped", async () => {
  const read = readSignUpForm(form({ ...(await base()), "person-2-name": "Ben", "person-3-name": "Cy" }), await page());
  expect(read.ok).toBe(false);
  expect(!read.ok && read.errors["person-1-name"]).toBe("signUps.error.tooMany");
  // Within the limit, both come through.
  const fine = readSignUpForm(form({ ...(await base()), "person-2-name": "Ben" }), await page());
  expect(fine.ok && fine.signUp.attendees.map((attendee) => attendee.name)).toEqual(["Ana", "Ben"]);
});

test("an answer over its limit is refused beside its field, not cut", async () => {
  const long = "x".repeat(10_000);
  const read = readSignUpForm(form({ ...(await base()), "q-childcare": long }), await page());
  expect(read.ok).toBe(false);
  expect(!read.ok && read.errors["q-childcare"]).toBe("signUps.error.tooLong");
  const fits = readSignUpForm(form({ ...(await base()), "q-childcare": "x".repeat(200) }), await page());
  expect(fits.ok && fits.signUp.answers.childcare).toHaveLength(200);
});

test("a priced event on a site that takes no payments says so instead of its form (issue 38)", async () => {
  const content = getContent();
  const off = { ...content, giving: { mode: "off" } } as typeof content;
  const found = await signUpEvent("spring-break-camp", NOW, "en", off);
  expect(found?.page.paymentsUnavailable).toBe(true);
  expect(found?.page.open).toBe(false);
  // A free event on the same site is open as ever.
  expect((await signUpEvent("parenting-class", NOW, "en", off))?.page.open).toBe(true);
});

test("an age outside its attendee type's ages is refused beside the age field (issue 38: 40 taken as a child)", async () => {
  const found = await signUpEvent("summer-day-camp", NOW, "en", getContent());
  const camp = found!.page;
  const person = (age: string, type: string) =>
    form({
      contactName: "Ana",
      email: "ana@example.org",
      "person-1-name": "Mia",
      "person-1-age": age,
      "person-1-type": type,
      "q-shirt": "Kids M",
      "q-photos": "yes",
    });
  const old = readSignUpForm(person("40", "child"), camp);
  expect(!old.ok && old.errors).toEqual({ "person-1-age": "signUps.error.ageRange" });
  expect(readSignUpForm(person("4", "child"), camp).ok).toBe(false);
  expect(readSignUpForm(person("12", "helper"), camp).ok).toBe(false);
  // Within the kind's ages, or no age given (it is optional), the person comes through.
  expect(readSignUpForm(person("11", "child"), camp).ok).toBe(true);
  expect(readSignUpForm(person("15", "helper"), camp).ok).toBe(true);
  expect(readSignUpForm(person("", "child"), camp).ok).toBe(true);
});

test("a kind with only one bound names that bound", () => {
  const type = { id: "adult", name: "Adult", price: null, minAge: 18 };
  expect(ageOutside(type, 17)).toBe("signUps.error.ageMin");
  expect(ageOutside(type, 90)).toBeNull();
  expect(ageOutside({ ...type, minAge: undefined, maxAge: 3 }, 4)).toBe("signUps.error.ageMax");
});
