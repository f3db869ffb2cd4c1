import { Form, Link, useLoaderData } from "react-router";
import { staffDates } from "~/components/admin/staff-dates";
import { staffTitle } from "~/components/admin/staff-title";
import { listPeople } from "~/features/auth/people.server";
import { requireStaff } from "~/features/auth/staff.server";
import { isSubmissionStatus, SEARCH_MAX, SUBMISSION_STATUSES } from "~/features/forms/inbox.server";
import { isPrivateForm } from "~/features/forms/readers.server";
import { inboxFor, readableForm } from "~/features/forms/staff-pages.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import type { Route } from "./+types/form-inbox";

/**
 * One form's submissions (issue 35), newest first, 50 a page: a status filter
 * and a search over names, e-mail addresses and answers (a plain GET form, so
 * it works without JavaScript and the address can be shared), each row
 * opening its submission. A form this person may not read is a 404; what a
 * private form's page showed is in the activity log.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title ?? "") }];

export function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now);
  const language = context.language ?? defaultLanguage(context.content);
  const form = readableForm(staff, context.content, params.formId, language);
  const query = new URL(request.url).searchParams;
  const status = query.get("status");
  const search = (query.get("q") ?? "").slice(0, SEARCH_MAX);
  const page = Number(query.get("page") ?? "1");
  const found = inboxFor(
    staff,
    form,
    {
      formId: params.formId,
      status: isSubmissionStatus(status) ? status : undefined,
      search,
      page: Number.isFinite(page) ? page : 1,
    },
    context.now,
  );
  const names = new Map(listPeople().map((person) => [person.id, person.name || person.email]));
  const { moment } = staffDates(context.content.church.locale);
  return {
    formId: params.formId,
    title: form.title,
    statuses: SUBMISSION_STATUSES,
    searchMax: SEARCH_MAX,
    private: isPrivateForm(form),
    // A prayer form's weekly list is reached from here too, not only from its e-mail (docs/forms.md, "Prayer").
    prayer: context.content.forms[params.formId]?.prayer !== undefined,
    status: isSubmissionStatus(status) ? status : "",
    search,
    total: found.total,
    page: found.page,
    pages: found.pages,
    rows: found.submissions.map((submission) => ({
      id: submission.id,
      received: moment(Date.parse(submission.receivedAt)),
      name: submission.name,
      email: submission.email,
      status: submission.status,
      assignee: submission.assignee ? (names.get(submission.assignee) ?? null) : null,
    })),
  };
}

export default function FormInbox() {
  const inbox = useLoaderData<typeof loader>();
  const { t } = useT();
  const base = `/admin/forms/${encodeURIComponent(inbox.formId)}`;
  const pageLink = (page: number) => {
    const query = new URLSearchParams();
    if (inbox.search) query.set("q", inbox.search);
    if (inbox.status) query.set("status", inbox.status);
    query.set("page", String(page));
    return `${base}?${query.toString()}`;
  };
  return (
    <>
      <p>
        <Link to="/admin/forms">{t("admin-forms.inbox.back")}</Link>
      </p>
      <h1>{inbox.title}</h1>
      {inbox.private ? <p className="muted">{t("admin-forms.privateHint")}</p> : null}
      <p>
        <a href={`${base}.csv`} download>
          {t("admin-forms.inbox.csv")}
        </a>
      </p>
      {inbox.prayer ? (
        <p>
          <Link to={`${base}/prayer-list`}>{t("admin-forms.inbox.prayerList")}</Link>
        </p>
      ) : null}
      <Form method="get" action={base} className="card" aria-labelledby="inbox-filters">
        <h2 id="inbox-filters">{t("admin-forms.inbox.filters")}</h2>
        <div className="field">
          <label htmlFor="inbox-q">{t("admin-forms.inbox.search")}</label>
          <input id="inbox-q" name="q" type="search" defaultValue={inbox.search} maxLength={inbox.searchMax} />
        </div>
        <div className="field">
          <label htmlFor="inbox-status">{t("admin-forms.inbox.status")}</label>
          <select id="inbox-status" name="status" defaultValue={inbox.status}>
            <option value="">{t("admin-forms.status.all")}</option>
            {inbox.statuses.map((status) => (
              <option key={status} value={status}>
                {t(`admin-forms.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button">
          {t("admin-forms.inbox.find")}
        </button>{" "}
        {inbox.search || inbox.status ? <Link to={base}>{t("admin-forms.inbox.clear")}</Link> : null}
      </Form>
      <p role="status">{t("admin-forms.inbox.count", { count: inbox.total })}</p>
      {inbox.rows.length === 0 ? (
        <p>{t("admin-forms.inbox.none")}</p>
      ) : (
        <table className="rows">
          <caption>{t("admin-forms.inbox.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin-forms.col.name")}</th>
              <th scope="col">{t("admin-forms.col.received")}</th>
              <th scope="col">{t("admin-forms.col.email")}</th>
              <th scope="col">{t("admin-forms.col.status")}</th>
              <th scope="col">{t("admin-forms.col.assignee")}</th>
            </tr>
          </thead>
          <tbody>
            {inbox.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <Link to={`${base}/${encodeURIComponent(row.id)}`}>{row.name || t("admin-forms.inbox.noName")}</Link>
                </th>
                <td data-label={t("admin-forms.col.received")}>{row.received}</td>
                <td data-label={t("admin-forms.col.email")}>{row.email ?? ""}</td>
                <td data-label={t("admin-forms.col.status")}>{t(`admin-forms.status.${row.status}`)}</td>
                <td data-label={t("admin-forms.col.assignee")}>{row.assignee ?? t("admin-forms.inbox.nobody")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {inbox.pages > 1 ? (
        <nav aria-label={t("admin-forms.inbox.pages")}>
          <p>
            {inbox.page > 1 ? <Link to={pageLink(inbox.page - 1)}>{t("admin-forms.inbox.newer")}</Link> : null}{" "}
            {t("admin-forms.inbox.page", { page: inbox.page, pages: inbox.pages })}{" "}
            {inbox.page < inbox.pages ? (
              <Link to={pageLink(inbox.page + 1)}>{t("admin-forms.inbox.older")}</Link>
            ) : null}
          </p>
        </nav>
      ) : null}
    </>
  );
}
