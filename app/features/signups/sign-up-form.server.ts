import type { MessageKey } from "~/messages";
import { normaliseEmail } from "~/server/email-address.server";
import { TEXT_LIMIT } from "~/lib/sign-up-answer-limit";
import type { Attendee } from "./registrations.server";
import type { SignUpPageData } from "./sign-up-page.server";

/**
 * A sign-up form as posted (issue 28): checked field by field, each problem a
 * catalogue key beside its field; the form comes back as typed when one is
 * wrong, and nothing is stored.
 */

export type SignUpValues = Record<string, string>;
export type SignUpErrors = Record<string, MessageKey>;

export interface ParsedSignUp {
  contactName: string;
  email: string;
  occurrence: number | null;
  attendees: Attendee[];
  answers: Record<string, string>;
}

type AttendeeTypeShown = SignUpPageData["settings"]["attendeeTypes"][number];

/** The message for an age outside its kind's own range, or null when it is within (or the kind has none). */
export function ageOutside(type: AttendeeTypeShown, age: number): MessageKey | null {
  const { minAge, maxAge } = type;
  if ((minAge === undefined || age >= minAge) && (maxAge === undefined || age <= maxAge)) return null;
  if (minAge !== undefined && maxAge !== undefined) return "signUps.error.ageRange";
  return minAge !== undefined ? "signUps.error.ageMin" : "signUps.error.ageMax";
}

export function readSignUpForm(
  form: FormData,
  page: SignUpPageData,
):
  { ok: true; signUp: ParsedSignUp; values: SignUpValues } | { ok: false; values: SignUpValues; errors: SignUpErrors } {
  const values: SignUpValues = {};
  const errors: SignUpErrors = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    // Too long is refused beside its field (issue 38: 10,000 characters were cut to 200 without a word);
    // the form shows back what fits, so the page stays small.
    if (value.trim().length > TEXT_LIMIT) errors[name] = "signUps.error.tooLong";
    values[name] = value.slice(0, TEXT_LIMIT);
  }
  const text = (name: string) => (values[name] ?? "").trim();

  const contactName = text("contactName");
  if (!contactName) errors.contactName = "signUps.error.contactName";
  const checked = normaliseEmail(text("email"));
  const email = checked.ok ? checked.address : null;
  if (!email) errors.email = "signUps.error.email";
  const date =
    page.dates.find((candidate) => candidate.value === text("date")) ??
    (page.dates.length === 1 ? page.dates[0] : undefined);
  if (!date) errors.date = "signUps.error.date";

  const { settings } = page;
  const attendees: Attendee[] = [];
  for (let number = 1; number <= settings.perSignUpLimit; number += 1) {
    const name = text(`person-${number}-name`);
    if (!name) continue;
    const attendee: Attendee = { name, type: "" };
    const ageText = text(`person-${number}-age`);
    if (settings.ageAsked && ageText) {
      const age = Number(ageText);
      if (!/^\d{1,3}$/.test(ageText) || age > 120) errors[`person-${number}-age`] = "signUps.error.age";
      else attendee.age = age;
    }
    if (settings.attendeeTypes.length > 0) {
      const type = settings.attendeeTypes.find((candidate) => candidate.id === text(`person-${number}-type`));
      if (!type) errors[`person-${number}-type`] = "signUps.error.type";
      attendee.type = text(`person-${number}-type`);
      // Issue 38: age 40 was taken for "Child (5-11)"; a kind's own ages are kept beside the age field.
      const outside = type && attendee.age !== undefined ? ageOutside(type, attendee.age) : null;
      if (outside) errors[`person-${number}-age`] = outside;
    }
    attendees.push(attendee);
  }
  if (attendees.length === 0) errors["person-1-name"] = "signUps.error.people";
  // More people than the form takes (a form edited, or posted by hand): refused with the limit, never dropped
  // (issue 38: the fourth of four was dropped silently and the sign-up answered "held").
  const beyond = [...form.keys()].some((name) => {
    const number = /^person-(\d+)-name$/.exec(name)?.[1];
    return number !== undefined && Number(number) > settings.perSignUpLimit && text(name) !== "";
  });
  if (beyond) errors["person-1-name"] = "signUps.error.tooMany";

  const answers: Record<string, string> = {};
  for (const question of settings.questions) {
    const answer = text(`q-${question.id}`);
    const allowed =
      question.kind === "choice" ? (question.options ?? []) : question.kind === "yes-no" ? ["yes", "no"] : null;
    if (answer && allowed && !allowed.includes(answer)) errors[`q-${question.id}`] = "signUps.error.answer";
    else if (!answer && question.required) errors[`q-${question.id}`] = "signUps.error.answer";
    else if (answer) answers[question.id] = answer;
  }

  if (Object.keys(errors).length > 0 || !email || !date) return { ok: false, values, errors };
  return {
    ok: true,
    values,
    signUp: {
      contactName,
      email,
      occurrence: date.value === "once" ? null : Number(date.value),
      attendees,
      answers,
    },
  };
}
