import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/content";
import { NewPageForms } from "~/components/admin/content/new-page-forms";
import { PagesTable } from "~/components/admin/content/pages-table";
import { TranslationsList } from "~/components/admin/content/translations-list";
import { translationStatus } from "~/features/editor/translations.server";
import { RefusalNotice } from "~/components/admin/editor/refusal-notice";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { Notice } from "~/components/admin/staff-shell";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { contentIndex, duplicatePage, startPage } from "~/features/editor/content-index.server";
import { fileKindOf, pageFileFor } from "~/features/editor/file-kinds";
import { listFormFiles } from "~/features/editor/content-files.server";
import { publishRemoval, type Problem } from "~/features/editor/publish.server";
import { formatChurchTime } from "~/lib/church-time";
import { staffTitle } from "~/components/admin/staff-title";
import { readProtectedForm } from "~/server/protection.server";
import { useT } from "~/hooks/use-t";

/**
 * The editor's front page (issue 18): every file of the church's content
 * folder a person's role may change, drafts waiting for review, and new
 * pages: of a type, or a copy of one (last year's Easter) at a new address.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Content") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now, "content.draft");
  const index = await contentIndex(staff);
  const timeZone = context.content.church.locale.timeZone;
  return {
    ...index,
    reviews: index.reviews.map((review) => ({
      ...review,
      submitted: formatChurchTime(review.submittedAt, "MMM d, h:mm a", timeZone),
    })),
    mayPublish: staff.permissions["content.publish"],
    // Issue 35: the forms, which owners and editors edit (file-kinds.ts).
    forms: staff.permissions["content.publish"]
      ? (await listFormFiles()).map((file) => {
          const id = file.replace(/^forms\//, "").replace(/\.(ya?ml|json)$/, "");
          return { file, title: context.content.forms[id]?.title ?? file };
        })
      : [],
    removed: new URL(request.url).searchParams.get("removed"),
    translations: translationStatus(context.content, pageFileFor),
  };
}

type Answer =
  | { intent: "new" | "duplicate"; field: string; message: string; values: Record<string, string> }
  | { intent: "remove"; message: string; problems: Problem[] };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, "content.draft");
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) throw data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  const form = submitted.form;
  const text = (name: string) => String(form.get(name) ?? "");
  const intent = text("intent");
  if (intent === "remove") {
    if (!staff.permissions["content.publish"]) throw data({ message: NOT_ALLOWED }, { status: 403 });
    const file = text("file");
    if (fileKindOf(file) !== "page") throw data({ message: "That is not a page." }, { status: 400 });
    const outcome = await publishRemoval(staff.person, file, text("base"), context.now);
    if (outcome.ok) return redirect(`/admin/content?removed=${encodeURIComponent(file)}`, 303);
    const message =
      outcome.reason === "conflict"
        ? "Not removed: the page changed since this list was shown. Look at it again first."
        : "Not removed: the site would have problems without it.";
    return data<Answer>({ intent, message, problems: outcome.reason === "problems" ? outcome.problems : [] }, 409);
  }
  const values = { type: text("type"), title: text("title"), path: text("path"), from: text("from") };
  const outcome =
    intent === "duplicate"
      ? await duplicatePage({ staff, from: values.from, path: values.path, now: context.now })
      : await startPage({ staff, type: values.type, title: values.title, path: values.path, now: context.now });
  if (!outcome.ok) {
    return data<Answer>(
      { intent: intent === "duplicate" ? "duplicate" : "new", field: outcome.field, message: outcome.message, values },
      400,
    );
  }
  return redirect(`/admin/edit/${outcome.file}`, 303);
}

export default function Content() {
  const { facts, pages, reviews, mayPublish, removed, translations, forms } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  const newError = answer && answer.intent === "new" ? answer : null;
  const copyError = answer && answer.intent === "duplicate" ? answer : null;
  return (
    <>
      <EditorStyles />
      <h1>Content</h1>
      {removed ? (
        <Notice tone="success">
          <p>Removed {removed}. It is in the History if you need it back.</p>
        </Notice>
      ) : null}
      {answer?.intent === "remove" ? <RefusalNotice message={answer.message} problems={answer.problems} /> : null}

      {reviews.length > 0 ? (
        <section aria-labelledby="review-heading">
          <h2 id="review-heading">Waiting for review</h2>
          <ul className="entries">
            {reviews.map((review) => (
              <li key={`${review.personId} ${review.file}`} className="card">
                <a href={review.href}>{review.title}</a>
                <p className="muted">
                  By {review.author}, sent {review.submitted}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="facts-heading">
        <h2 id="facts-heading">The church</h2>
        <ul className="entries">
          {facts.map((fact) => (
            <li key={fact.file} className="card">
              {fact.mayEdit ? <a href={`/admin/edit/${fact.file}`}>{fact.title}</a> : <strong>{fact.title}</strong>}
              {fact.hasDraft ? <span className="tag">Your draft</span> : null}
              <p className="muted">
                {fact.about}
                {fact.ownersOnly ? " Owners only." : ""}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="pages-heading">
        <h2 id="pages-heading">Pages</h2>
        <PagesTable pages={pages} mayPublish={mayPublish} />
      </section>

      {forms.length > 0 ? (
        <section aria-labelledby="forms-heading">
          <h2 id="forms-heading">Forms</h2>
          <ul className="entries">
            {forms.map((form) => (
              <li key={form.file} className="card">
                <a href={`/admin/edit/${form.file}`}>{form.title}</a>
                <p className="muted">{form.file}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="events-heading">
        <h2 id="events-heading">{t("adminEvents.title")}</h2>
        <p>
          <a href="/admin/content/events">{t("adminEvents.contentLink")}</a>
        </p>
      </section>

      <NewPageForms pages={pages} newError={newError} copyError={copyError} />

      <TranslationsList translations={translations} />
    </>
  );
}
