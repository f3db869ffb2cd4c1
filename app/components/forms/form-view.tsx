import { useId, type ReactNode } from "react";
import { Form } from "react-router";
import { Honeypot } from "~/components/form-fields";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { churchPlaceholders, markdownToHtml } from "~/lib/markdown";
import type { FormPageView } from "~/lib/form-view";
import type { MessageKey } from "~/messages";
import { FormField } from "./form-field";
import { answerNamed, FormProblems } from "./form-problems";

/**
 * A form of the church's own (issue 35), on its page (/forms/<id>) or as a
 * page's section: a plain post to /forms/<id> that works without JavaScript,
 * carrying its one-time token and the honeypot; a refusal or a count of
 * problems above it, each problem beside its field. <form-conditions>
 * (app/elements/form-conditions.ts) hides a field until its showIf is met and
 * keeps a second press from sending twice.
 */
export function FormView({ view, headingLevel = 2 }: { view: FormPageView; headingLevel?: 1 | 2 }) {
  const { t } = useT();
  const site = useSite();
  const prefix = useLanguagePrefix();
  const id = useId();
  const { form, problems = {}, refusal, values = {} } = view;
  const html = (text: string) => ({
    __html: markdownToHtml(text, churchPlaceholders(site), { languagePrefix: prefix }),
  });
  const Heading = headingLevel === 1 ? "h1" : "h2";

  if (view.received) {
    return (
      <FormReceived heading={t("forms.received.heading", { form: form.title })} headingLevel={headingLevel}>
        {form.confirmation ? (
          <div className="prose" dangerouslySetInnerHTML={html(form.confirmation)} />
        ) : (
          <p>{t("forms.received.default")}</p>
        )}
        {form.sendCopy ? <p>{t("forms.received.copy")}</p> : null}
      </FormReceived>
    );
  }

  const refused = refusal
    ? t(`forms.refusal.${refusal.code}` as MessageKey, "minutes" in refusal ? { minutes: refusal.minutes } : {})
    : null;
  const condition = (field: FormPageView["form"]["fields"][number]) =>
    field.showIf ? answerNamed(form, field.showIf, t) : undefined;
  return (
    <form-conditions data-busy={t("forms.sending")}>
      <Form method="post" action={`/forms/${form.id}`} className="site-form" aria-labelledby={`${id}-title`}>
        <Heading id={`${id}-title`} className="form-title">
          {form.title}
        </Heading>
        {form.intro ? <div className="prose" dangerouslySetInnerHTML={html(form.intro)} /> : null}
        <FormProblems id={id} form={form} problems={problems} refused={refused} />
        <input type="hidden" name="token" value={view.token} />
        <Honeypot id={id} label={t("forms.honeypot")} />
        {form.fields.map((field) => (
          <FormField
            key={field.id}
            formId={id}
            form={form}
            field={field}
            condition={condition(field)}
            values={values[field.id] ?? []}
            problem={problems[field.id]}
            limits={view.dateLimits[field.id]}
          />
        ))}
        <button type="submit" className="button button-gold">
          {form.submitLabel ?? t("forms.send")}
        </button>
      </Form>
    </form-conditions>
  );
}

/**
 * The thank-you once a form is stored: focus lands on its heading (the page's
 * autofocus: the site's pages are not hydrated, so it holds with JavaScript
 * too), and a keyboard or screen-reader user starts from it, not the page's top.
 */
function FormReceived({
  heading,
  headingLevel,
  children,
}: {
  heading: string;
  headingLevel: 1 | 2;
  children: ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div className="form-received" role="status">
      <Heading tabIndex={-1} autoFocus>
        {heading}
      </Heading>
      {children}
    </div>
  );
}
