import { z } from "zod";
import { normaliseEmail } from "~/server/email-address.server";
import { translator } from "~/i18n/translate";
import { parseChildrenAges, VISIT_LIMITS, visitMessages, type VisitField, type VisitMessages } from "~/lib/visit-form";

/** The plan-a-visit form, checked (field names: app/lib/visit-form.ts). */

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/** The form's schema, its messages in one language. */
const makeSchema = (VISIT_MESSAGES: VisitMessages) =>
  z
    .object({
      name: z.string(VISIT_MESSAGES.name).trim().min(1, VISIT_MESSAGES.name).max(120, VISIT_MESSAGES.nameLong),
      email: z.string(VISIT_MESSAGES.email).transform((value, context) => {
        const checked = normaliseEmail(value);
        if (!checked.ok) {
          context.addIssue({ code: "custom", message: VISIT_MESSAGES.email });
          return z.NEVER;
        }
        return checked.address;
      }),
      phone: optionalText(40, VISIT_MESSAGES.phone).refine(
        (value) => value === null || /^[0-9+().\s-]{7,40}$/.test(value),
        VISIT_MESSAGES.phone,
      ),
      adults: z
        .string(VISIT_MESSAGES.adults)
        .trim()
        .regex(/^\d{1,2}$/, VISIT_MESSAGES.adults)
        .transform(Number)
        .refine((value) => value <= VISIT_LIMITS.adults, VISIT_MESSAGES.adults),
      childrenAges: z
        .string()
        .max(200, VISIT_MESSAGES.childrenAges)
        .optional()
        .transform((value, context) => {
          const ages = parseChildrenAges(value ?? "");
          if (!ages) {
            context.addIssue({ code: "custom", message: VISIT_MESSAGES.childrenAges });
            return z.NEVER;
          }
          return ages;
        }),
      service: z.string(VISIT_MESSAGES.service).trim().min(1, VISIT_MESSAGES.service).max(100, VISIT_MESSAGES.service),
      noReminder: z
        .string()
        .optional()
        .transform((value) => value !== undefined && value !== ""),
    })
    .refine((plan) => plan.adults + plan.childrenAges.length > 0, { message: VISIT_MESSAGES.nobody, path: ["adults"] });

const english = makeSchema(visitMessages(translator("en").t));
const schemas = new Map<string, typeof english>();

function planFormSchema(messages?: VisitMessages): typeof english {
  if (!messages) return english;
  let schema = schemas.get(messages.name);
  if (!schema) schemas.set(messages.name, (schema = makeSchema(messages)));
  return schema;
}

export type PlanForm = z.output<typeof english>;
export type FieldErrors = Partial<Record<VisitField, string>>;

/** `messages`: the field messages in the page's language (English without them). */
export function parsePlanForm(
  fields: Record<string, unknown>,
  messages?: VisitMessages,
): { ok: true; plan: PlanForm } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = planFormSchema(messages).safeParse(fields);
  if (parsed.success) return { ok: true, plan: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as VisitField | undefined;
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  return { ok: false, fieldErrors };
}
