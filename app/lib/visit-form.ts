import type { Translate } from "~/i18n/translate";
/**
 * The plan-a-visit form's contract, shared by the server (which checks it),
 * the form component (which renders it) and its custom element (which
 * enhances it): field names, limits, the children's ages and the messages.
 * The messages come from the catalogue (app/messages/<language>/visit.json)
 * through the `t` the caller hands in: this module is also in the browser's
 * script, which carries no catalogue.
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

/** Issue 28: a plan for a service with a capacity holds its places this long for its address to be confirmed. */
export const HOLD_MINUTES = 30;

/** What the form says about a field, in the page's language. */
export function visitMessages(t: Translate) {
  return {
    name: t("visit.error.name"),
    nameLong: t("visit.error.nameLong"),
    email: t("visit.error.email"),
    phone: t("visit.error.phone"),
    adults: t("visit.error.adults", { max: VISIT_LIMITS.adults }),
    childrenAges: t("visit.error.childrenAges", { maxAge: VISIT_LIMITS.childAge, maxChildren: VISIT_LIMITS.children }),
    nobody: t("visit.error.nobody"),
    service: t("visit.error.service"),
    past: t("visit.error.past"),
    full: t("visit.error.full"),
    /** Fewer places left than people in the plan. */
    fewLeft: (left: number) => t("visit.error.fewLeft", { left }),
    /** Issue 28: more people than one plan, address or device may take for one date. */
    limit: (limit: number) => t("visit.error.limit", { limit }),
    /** A change asked of a plan still waiting for its address to be confirmed. */
    confirmFirst: t("visit.error.confirmFirst"),
    /** A lapsed hold confirmed after its places were taken. */
    lateFull: t("visit.manage.lateFull"),
  };
}
export type VisitMessages = ReturnType<typeof visitMessages>;

/** What the site says once a plan is stored: an e-mail is promised only when the site sends one. */
export function visitAnswers(t: Translate) {
  return {
    receivedWithEmail: t("visit.answer.receivedWithEmail"),
    received: t("visit.answer.received"),
    held: t("visit.answer.held", { minutes: HOLD_MINUTES }),
    invalid: t("visit.answer.invalid"),
    failed: t("visit.answer.failed"),
  };
}

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

/** A plan as the page behind its signed link shows it (routes/my-visit.tsx): the link's id and signature, and what was planned. */
export interface VisitPlanView {
  visit: string;
  sig: string;
  name: string;
  serviceName: string;
  serviceLabel: string;
  party: string;
}

/** A plan whose places are held until its address is confirmed (issue 28); lapsed: the hold's time has passed (a confirmation may still find room). */
export interface HeldVisitView extends VisitPlanView {
  /** "11:36 AM", church zone. */
  until: string;
  lapsed: boolean;
}

/** The no-JavaScript answers' query flag (`?visit=…#plan-visit`): planned, with or without an e-mail, or held until confirmed. */
export const VISIT_FLAG = {
  name: "visit",
  emailed: "emailed",
  received: "received",
  held: "held",
  error: "error",
} as const;

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
