import { z } from "zod";
import { markdown, optionalText, text } from "./primitives";
import { formField, formNotify, formPrivacy, prayerSettings, type FieldType, type FormFieldFile } from "./form-fields";

export * from "./form-fields";

/**
 * forms/<id>.yaml (issue 35): a form on the church's own site, its <id> in its
 * address (/forms/prayer). The checks across fields (a showIf or a prayer
 * setting naming a field of the right kind, a copy with no e-mail to send it
 * to) are made here, so content:check names the file, line and field.
 */

/** What each prayer setting must name, by the kinds of field it may be. */
const PRAYER_FIELD_KINDS: Record<string, readonly FieldType[]> = {
  requestField: ["long-text"],
  firstNameField: ["short-text"],
  prayedNoticeField: ["yes-no", "consent"],
  emailConsentField: ["consent", "yes-no"],
};
const WALL_FIELD_KINDS: Record<string, readonly FieldType[]> = {
  consentField: ["consent", "yes-no"],
  anonymousField: ["consent", "yes-no"],
};

export const formFile = z
  .strictObject({
    title: text.describe("The form's name, its page's heading: \"Prayer request\"."),
    intro: markdown.optional().describe("What the form is for, above its fields (Markdown)."),
    fields: z.array(formField).min(1, "list at least one field").describe("The questions, in order."),
    submitLabel: optionalText.describe('The send button\'s words; "Send" when left out.'),
    confirmation: markdown
      .optional()
      .describe("What the sender reads once the form is received (Markdown); a short thank-you when left out."),
    sendCopy: z
      .boolean()
      .default(false)
      .describe(
        "The sender gets a receipt by e-mail, in their language: the form, the day and the options they chose, never what they typed, so nobody can send their own words in the church's name (decision 068; the form needs an email field).",
      ),
    notify: formNotify
      .default({ roles: [], people: [], addresses: [] })
      .describe("Who is told of each submission by e-mail: staff by role or by name, or any address."),
    private: formPrivacy
      .optional()
      .describe(
        "Only the owners and the roles and people named here read the submissions; a notice carries a link, never the answers. Every staff member who edits pages reads them when left out. Only an owner changes it in the staff editor (decision 069).",
      ),
    retentionDays: z
      .number()
      .int()
      .min(1)
      .max(3650)
      .optional()
      .describe("Submissions are deleted this many days after they arrive: 365 by default, 90 for a prayer form."),
    reminderDays: z
      .number()
      .int()
      .min(1)
      .max(60)
      .default(3)
      .describe("An assigned submission nobody has touched in this many days reminds its assignee."),
    prayer: prayerSettings
      .optional()
      .describe("Makes it a prayer form: a weekly list for the prayer team, and an optional prayer wall."),
  })
  .superRefine((form, context) => {
    const byId = new Map<string, { field: FormFieldFile; index: number }>();
    form.fields.forEach((field, index) => {
      if (byId.has(field.id)) {
        context.addIssue({ code: "custom", path: ["fields", index, "id"], message: `"${field.id}" is used twice` });
      } else byId.set(field.id, { field, index });
    });
    // A condition on another field's answer: that field exists (an earlier one for showIf, any other for
    // requiredIf) and can give that answer.
    const checkCondition = (
      condition: { field: string; equals: string },
      index: number,
      at: (string | number)[],
      need: "earlier" | "other",
    ) => {
      const target = byId.get(condition.field);
      if (!target || (need === "earlier" ? target.index >= index : target.index === index)) {
        context.addIssue({
          code: "custom",
          path: [...at, "field"],
          message: `name ${need === "earlier" ? "an earlier" : "another"} field of this form`,
        });
      } else if (!answersOf(target.field).includes(condition.equals)) {
        const offered = answersOf(target.field);
        context.addIssue({
          code: "custom",
          path: [...at, "equals"],
          message: offered.length
            ? `"${target.field.id}" never answers "${condition.equals}": write one of ${offered.join(", ")}`
            : `"${target.field.id}" is not a choice, choices, yes-no or consent field`,
        });
      }
    };
    form.fields.forEach((field, index) => {
      if (field.showIf) checkCondition(field.showIf, index, ["fields", index, "showIf"], "earlier");
      (field.requiredIf ?? []).forEach((condition, at) =>
        checkCondition(condition, index, ["fields", index, "requiredIf", at], "other"),
      );
    });
    if (form.sendCopy && !form.fields.some((field) => field.type === "email")) {
      context.addIssue({ code: "custom", path: ["sendCopy"], message: "needs an email field to send the copy to" });
    }
    if (!form.prayer) return;
    const named = (kinds: Record<string, readonly FieldType[]>, settings: object, at: (string | number)[]) => {
      for (const [key, allowed] of Object.entries(kinds)) {
        const id = (settings as Record<string, unknown>)[key];
        if (typeof id !== "string") continue;
        const found = byId.get(id)?.field;
        if (!found || !allowed.includes(found.type)) {
          context.addIssue({
            code: "custom",
            path: [...at, key],
            message: `name a ${allowed.join(" or ")} field of this form`,
          });
        }
      }
    };
    named(PRAYER_FIELD_KINDS, form.prayer, ["prayer"]);
    if (form.prayer.wall) named(WALL_FIELD_KINDS, form.prayer.wall, ["prayer", "wall"]);
  });
export type FormFile = z.output<typeof formFile>;

/** The answers a field may have that a showIf can compare. */
function answersOf(field: FormFieldFile): string[] {
  if (field.type === "choice" || field.type === "choices") return (field.options ?? []).map((option) => option.value);
  if (field.type === "yes-no" || field.type === "consent") return ["yes", "no"];
  return [];
}

/** A prayer form keeps its requests 90 days unless it says otherwise (issue 35); any other form a year. */
export function retentionDaysOf(form: Pick<FormFile, "retentionDays" | "prayer">): number {
  return form.retentionDays ?? (form.prayer ? 90 : 365);
}
