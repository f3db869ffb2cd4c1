import type { Translate } from "~/i18n/translate";
import { english, list, yes } from "./statement-words";

/**
 * The privacy statements of the features with a page of their own in the catalogue (giving, sign-ups,
 * groups, the church's forms), which statements.ts places by topic and the features' own tests hold to
 * their numbers.
 */

export interface FormPrivacyFacts {
  title: string;
  /** Left out: an open form (owners and editors). Else the roles besides owners, and whether it names people. */
  private?: { roles: string[]; people: boolean };
  days: number;
}

/**
 * What is kept about a donor, and for how long (issue 30, item 8), in the
 * catalogue's words (app/messages/<language>/giving-donor.json): the numbers
 * are app/features/giving/giving-privacy.server.ts's, and its test holds them.
 */
export function givingStatement(topic: "collected" | "use" | "kept" | "rights", t: Translate = english): string {
  return t(`givingDonor.privacy.${topic}`);
}

/**
 * What an event registration keeps, and for how long (issue 28), in the catalogue's
 * words (app/messages/<language>/sign-ups.json); the days are app/features/signups/retention.ts's.
 */
export function signUpsStatement(
  topic: "planningCenter" | "collected" | "emails" | "rosters" | "fees" | "kept" | "rights",
  t: Translate = english,
  values?: Record<string, string | number>,
): string {
  return t(`signUps.privacy.${topic}`, values);
}

/**
 * What a request to join a group keeps, who gets it and for how long (issue 28, item 8), in the
 * catalogue's words (app/messages/<language>/groups.json): the days are
 * app/features/groups/join-privacy.server.ts's, and tests/integration/privacy-promises.test.ts holds them.
 */
export function groupsStatement(
  topic: "collected" | "use" | "kept" | "rights",
  facts: { visitEmails: boolean; groups?: { answeredDays: number; unansweredDays: number } },
  t: Translate = english,
): string {
  const emails = yes(facts.visitEmails);
  if (topic === "use") return t("groups.privacy.use", { emails });
  if (topic === "kept")
    return t("groups.privacy.kept", {
      emails,
      answeredDays: facts.groups?.answeredDays ?? 0,
      unansweredDays: facts.groups?.unansweredDays ?? 0,
    });
  return t(`groups.privacy.${topic}`);
}

/**
 * What the church's own forms keep, who reads each and for how long (issue 35, item 6), in the
 * catalogue's words (app/messages/<language>/admin-forms.json); the facts are read from each form's
 * file (facts.server.ts) and tests/integration/privacy-promises.test.ts holds them to the code.
 */
export function formsStatements(
  topic: "collected" | "use" | "kept" | "rights",
  facts: { forms?: FormPrivacyFacts[] },
  t: Translate = english,
): string[] {
  const forms = facts.forms ?? [];
  if (forms.length === 0) return [];
  if (topic === "collected")
    return [
      t("admin-forms.privacy.collected", {
        forms: list(
          forms.map((form) => `“${form.title}”`),
          t,
        ),
      }),
    ];
  if (topic === "kept")
    return forms.map((form) => t("admin-forms.privacy.kept", { form: form.title, days: form.days }));
  if (topic === "rights") return [t("admin-forms.privacy.rights")];
  return [
    ...forms.map((form) => {
      if (!form.private) return t("admin-forms.privacy.readers.open", { form: form.title });
      const readers = [
        t("admin-forms.privacy.reader.owners"),
        ...form.private.roles
          .filter((role) => role !== "owner")
          .map((role) => t(`admin-forms.privacy.reader.${role}` as "admin-forms.privacy.reader.care")),
        ...(form.private.people ? [t("admin-forms.privacy.reader.named")] : []),
      ];
      return t("admin-forms.privacy.readers.private", { form: form.title, readers: list(readers, t) });
    }),
    t("admin-forms.privacy.notices"),
  ];
}
