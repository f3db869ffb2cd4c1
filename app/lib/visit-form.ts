import type { Translate } from "~/i18n/translate";
/**
 * The plan-a-visit form's contract, shared by the server (which checks it),
 * the form component (which renders it) and its custom element (which
 * enhances it): field names, limits, the children's ages and the messages.
 */

export const VISIT_FIELDS = [
  "name",
  "email",
  "phone",
  "adults",
  "childrenAges",
  "service",
  "noReminder",
  "from",
] as const;
export type VisitField = (typeof VISIT_FIELDS)[number];

export const VISIT_LIMITS = { adults: 20, children: 12, childAge: 17 } as const;

export const VISIT_MESSAGES = {
  name: "Please enter your name",
  nameLong: "Please shorten your name to 120 characters",
  email: "Please enter a valid email address",
  phone: "Please enter a valid phone number",
  adults: `Please enter how many adults are coming, from 0 to ${VISIT_LIMITS.adults}`,
  childrenAges: `Please write each child's age as a whole number from 0 to ${VISIT_LIMITS.childAge}, separated by commas (at most ${VISIT_LIMITS.children} children)`,
  nobody: "Please tell us how many adults and children are coming",
  service: "Please choose a service",
  past: "That service has already taken place. Please choose one that is still to come.",
  full: "That service is full. Please choose another date.",
  /** Fewer places left than people in the plan. */
  fewLeft: (left: number) =>
    `That service has only ${left} ${left === 1 ? "place" : "places"} left. Please choose another date, or plan for fewer people.`,
} as const;

/** What the site says once a plan is stored: an e-mail is promised only when the site sends one. */
export const VISIT_ANSWERS = {
  receivedWithEmail:
    "Thank you! Your visit is planned. We have e-mailed you a confirmation with the address and a calendar invite.",
  received: "Thank you! Your visit is planned. We look forward to meeting you.",
  invalid: "Please check the highlighted fields.",
  failed: "Something went wrong. Please try again later, or call the church office.",
} as const;

/** The JSON answer the form's script gets from /plan-visit.json. */
export interface PlanVisitAnswer {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<VisitField, string>>;
}

/**
 * The children's ages as typed in the one field the form has without
 * JavaScript ("4, 7 and 12", "4, 7 y 12"), or null when it is not a list of ages.
 */
export function parseChildrenAges(text: string): number[] | null {
  const parts = text
    .split(/,|;|\band\b|\by\b|&|\s+/i)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > VISIT_LIMITS.children) return null;
  const ages = parts.map((part) => (/^\d{1,2}$/.test(part) ? Number(part) : Number.NaN));
  return ages.every((age) => Number.isInteger(age) && age >= 0 && age <= VISIT_LIMITS.childAge) ? ages : null;
}

/** Ages as the field holds them: "4, 7". */
export function formatChildrenAges(ages: readonly number[]): string {
  return ages.join(", ");
}

/** A service the form offers: its id as the value, its label with date and year, and whether it is full. */
export interface ServiceOption {
  value: string;
  label: string;
  full?: boolean;
}

/** The no-JavaScript answers' query flag (`?visit=…#plan-visit`): planned, with or without an e-mail. */
export const VISIT_FLAG = { name: "visit", emailed: "emailed", received: "received", error: "error" } as const;

/** Who is coming, as the e-mails and pages say it: "2 adults and 2 children (ages 4 and 7)", in the page's language. */
export function partyLine(adults: number, childrenAges: readonly number[], t: Translate): string {
  const people = [];
  if (adults > 0) people.push(t("people.adults", { count: adults }));
  if (childrenAges.length > 0) {
    people.push(t("people.children", { count: childrenAges.length, ages: listOf(childrenAges.map(String), t) }));
  }
  return listOf(people, t);
}

/** "a, b and c" ("a, b y c"): the catalogue's words, without the serial comma the SPEC does not use. */
export function listOf(items: readonly string[], t: Translate): string {
  if (items.length <= 1) return items.join("");
  const last = items.at(-1)!;
  const first = items.slice(0, -1).reduce((joined, item) => t("people.listComma", { first: joined, rest: item }));
  return t("people.listAnd", { first, last });
}
