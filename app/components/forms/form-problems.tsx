import { useChurchDates } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { formatCalendarDate } from "~/lib/dated-content";
import { quotedQuestion, type FieldProblem, type FormPageView } from "~/lib/form-view";
import type { MessageKey } from "~/messages";

type Form = FormPageView["form"];
type Translate = ReturnType<typeof useT>["t"];

/**
 * What a form says when it was not sent (issue 35): a refusal, a problem with
 * the whole form, and a list of the answers to look at again, each a link to
 * its field. Focus lands on it when it appears (the page's autofocus: the
 * site's pages are not hydrated, so with JavaScript too), so a keyboard or
 * screen-reader user starts from it.
 */
export function FormProblems({
  id,
  form,
  problems,
  refused,
}: {
  /** The form's useId(): a field's control is `${id}-${field.id}`. */
  id: string;
  form: Form;
  problems: Record<string, FieldProblem>;
  refused: string | null;
}) {
  const { t } = useT();
  const describe = useProblemText(form);
  const fields = form.fields.filter((field) => problems[field.id]);
  const formProblem = problems._form ? t(`forms.problem.${problems._form.code}` as MessageKey) : null;
  const shown = Boolean(refused || formProblem || fields.length > 0);
  if (!shown) return null;
  return (
    <div className="form-error" role="alert" tabIndex={-1} autoFocus>
      {refused ? <p>{refused}</p> : null}
      {formProblem ? <p>{formProblem}</p> : null}
      {fields.length > 0 ? (
        <>
          <p>{t("forms.problem.summary", { count: fields.length })}</p>
          <ul>
            {fields.map((field) => (
              <li key={field.id}>
                <a href={`#${controlId(id, field)}`}>
                  {field.label}: {describe(problems[field.id]!)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** The control a summary line leads to: a group's first choice, or the field's own control. */
function controlId(formId: string, field: Form["fields"][number]): string {
  if (field.type === "yes-no") return `${formId}-${field.id}-yes`;
  if (field.type === "choice" || field.type === "choices") return `${formId}-${field.id}-${field.options?.[0]?.value}`;
  return `${formId}-${field.id}`;
}

/** A problem in the page's language: dates in the church's style, weekdays and other fields by name. */
export function useProblemText(form: Form): (problem: FieldProblem) => string {
  const { t, tag } = useT();
  const { style } = useChurchDates();
  return (problem) => problemText(problem, form, t, tag, (date) => formatCalendarDate(date, style));
}

function problemText(
  problem: FieldProblem,
  form: Form,
  t: Translate,
  tag: string,
  date: (day: string) => string,
): string {
  const key = `forms.problem.${problem.code}` as MessageKey;
  if ("date" in problem) return t(key, { date: date(problem.date) });
  if ("most" in problem) return t(key, { most: problem.most });
  if ("limit" in problem) return t(key, { limit: problem.limit });
  if ("weekdays" in problem) return t(key, { days: weekdayNames(problem.weekdays, tag) });
  if ("equals" in problem) return t(key, answerNamed(form, problem, t));
  return t(key);
}

/** "Sunday", "sábado o domingo": the days of the week in the page's language. */
function weekdayNames(weekdays: readonly string[], tag: string): string {
  const order = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
  const name = new Intl.DateTimeFormat(tag, { weekday: "long", timeZone: "UTC" });
  // 2023-01-01 was a Sunday.
  const names = weekdays.map((day) => name.format(Date.UTC(2023, 0, 1 + order.indexOf(day))));
  return new Intl.ListFormat(tag, { type: "disjunction" }).format(names);
}

/** Another field's question and the answer named, as the form shows them: for showIf and requiredIf notes. */
export function answerNamed(
  form: Form,
  rule: { field: string; equals: string },
  t: Translate,
): { question: string; ending: "mark" | "none"; answer: string } {
  const target = form.fields.find((other) => other.id === rule.field);
  const answer =
    !target || target.type === "yes-no" || target.type === "consent"
      ? t(rule.equals === "yes" ? "forms.yes" : "forms.no")
      : (target.options?.find((option) => option.value === rule.equals)?.label ?? rule.equals);
  return { ...quotedQuestion(target?.label ?? rule.field), answer };
}
