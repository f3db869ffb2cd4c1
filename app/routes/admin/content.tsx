import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/content";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { Notice } from "~/components/admin/staff-shell";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { contentIndex, duplicatePage, startPage } from "~/features/editor/content-index.server";
import { fileKindOf } from "~/features/editor/file-kinds";
import { publish, type Problem } from "~/features/editor/publish.server";
import { formatChurchTime } from "~/lib/church-time";
import { staffTitle } from "~/components/admin/staff-title";
import { readProtectedForm } from "~/server/protection.server";

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
    removed: new URL(request.url).searchParams.get("removed"),
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
    const outcome = await publish({
      actor: { id: staff.person.id, email: staff.person.email },
      file,
      text: null,
      baseVersion: text("base"),
      action: "remove",
      now: context.now,
    });
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
  const { facts, pages, reviews, mayPublish, removed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
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
      {answer?.intent === "remove" ? (
        <Notice tone="error">
          <p>{answer.message}</p>
          {answer.problems.map((problem, index) => (
            <p key={index}>
              {problem.file}
              {problem.field ? ` (${problem.field})` : ""}: {problem.message}
            </p>
          ))}
        </Notice>
      ) : null}

      {reviews.length > 0 ? (
        <section aria-labelledby="review-heading">
          <h2 id="review-heading">Waiting for review</h2>
          <ul className="entries">
            {reviews.map((review) => (
              <li key={`${review.personId} ${review.file}`} className="card">
                <a href={`/admin/review/${review.personId}/${review.file}`}>{review.title}</a>
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
        <table className="rows">
          <caption className="visually-hidden">Every page of the site</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Address</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.file}>
                <th scope="row">
                  <a href={`/admin/edit/${page.file}`}>{page.title}</a>
                  {page.unpublished ? <span className="tag">New, not published</span> : null}
                  {page.hasDraft && !page.unpublished ? <span className="tag">Your draft</span> : null}
                </th>
                <td data-label="Address">{page.unpublished ? page.path : <a href={page.path}>{page.path}</a>}</td>
                <td>
                  {mayPublish && !page.unpublished && page.path !== "/" ? (
                    <RemovePage file={page.file} title={page.title} version={page.version} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="new-heading">
        <h2 id="new-heading">Start a page</h2>
        <form method="post" className="card" aria-labelledby="new-heading" noValidate>
          <input type="hidden" name="intent" value="new" />
          <div className="field">
            <label htmlFor="new-type">Kind of page</label>
            <select id="new-type" name="type" defaultValue={newError?.values.type ?? "simple"}>
              <option value="simple">Simple page</option>
              <option value="ministry">Ministry page (with its mission first)</option>
              <option value="seasonal">Seasonal page (a day each year: Easter, Christmas Eve)</option>
            </select>
          </div>
          <TextInput id="new-title" name="title" label="Title" error={newError} />
          <TextInput
            id="new-path"
            name="path"
            label="Address"
            hint="Like /ministries/women or /harvest"
            error={newError}
          />
          <button type="submit" className="button">
            Start the page
          </button>
        </form>

        <h2 id="copy-heading">Copy a page</h2>
        <form method="post" className="card" aria-labelledby="copy-heading" noValidate>
          <input type="hidden" name="intent" value="duplicate" />
          <p className="field__hint">
            Last year&rsquo;s Easter page, for this year&rsquo;s: copy it to a new address, then edit the copy.
          </p>
          <div className="field">
            <label htmlFor="copy-from">Page to copy</label>
            <select id="copy-from" name="from" defaultValue={copyError?.values.from}>
              {pages
                .filter((page) => !page.unpublished)
                .map((page) => (
                  <option key={page.file} value={page.file}>
                    {page.title} ({page.path})
                  </option>
                ))}
            </select>
          </div>
          <TextInput id="copy-path" name="path" label="New address" hint="Like /easter-2027" error={copyError} />
          <button type="submit" className="button">
            Copy the page
          </button>
        </form>
      </section>
    </>
  );
}

function TextInput({
  id,
  name,
  label,
  hint,
  error,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: { field: string; message: string; values: Record<string, string> } | null;
}) {
  const invalid = error?.field === name;
  const describedBy = [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].join(" ").trim() || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        type="text"
        className="wide"
        defaultValue={error?.values[name]}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {invalid ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

function RemovePage({ file, title, version }: { file: string; title: string; version: string }) {
  return (
    <details className="confirm">
      <summary>
        Remove…<span className="visually-hidden"> {title}</span>
      </summary>
      <form method="post">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="file" value={file} />
        <input type="hidden" name="base" value={version} />
        <p>Remove {title} from the site? It stays in the History and can be restored.</p>
        <button type="submit" className="button button--danger">
          Remove {title}
        </button>
      </form>
    </details>
  );
}
