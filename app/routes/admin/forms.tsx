import { Link, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { requireStaff } from "~/features/auth/staff.server";
import { formsOverview } from "~/features/forms/staff-pages.server";
import { useT } from "~/hooks/use-t";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/forms";

/**
 * Forms (issue 35): the church's forms whose submissions the signed-in person
 * reads (readers.server.ts: owners and editors, or a private form's roles and
 * people), each with its counts of new, assigned and done submissions. A form
 * the person may not read is not listed.
 */
export const meta: Route.MetaFunction = (args) => [
  { title: staffTitle(args, translator("en").t("admin-forms.title")) },
];

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now);
  return { forms: formsOverview(staff, context.content) };
}

export default function Forms() {
  const { forms } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{t("admin-forms.title")}</h1>
      <p className="muted">{t("admin-forms.intro")}</p>
      {forms.length === 0 ? (
        <p>{t("admin-forms.none")}</p>
      ) : (
        <table className="rows">
          <caption className="visually-hidden">{t("admin-forms.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("admin-forms.col.form")}</th>
              <th scope="col">{t("admin-forms.col.new")}</th>
              <th scope="col">{t("admin-forms.col.assigned")}</th>
              <th scope="col">{t("admin-forms.col.done")}</th>
            </tr>
          </thead>
          <tbody>
            {forms.map((form) => (
              <tr key={form.id}>
                <th scope="row">
                  <Link to={`/admin/forms/${encodeURIComponent(form.id)}`}>{form.title}</Link>
                  {form.private ? (
                    <>
                      {" "}
                      <span className="muted">({t("admin-forms.private")})</span>
                    </>
                  ) : null}
                </th>
                <td data-label={t("admin-forms.col.new")}>{form.counts.new}</td>
                <td data-label={t("admin-forms.col.assigned")}>{form.counts.assigned}</td>
                <td data-label={t("admin-forms.col.done")}>{form.counts.done}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
