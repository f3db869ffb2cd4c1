import { Form, Link, redirect, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { markPrayed } from "~/features/prayer/mark-prayed.server";
import { prayerListView, requirePrayerReader } from "~/features/prayer/prayer-list-view.server";
import { useChurchDates } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/prayer-list";

/**
 * A prayer form's list for the week (issue 35), behind sign-in, for the
 * form's readers: what came in since the last list and what nobody has
 * prayed for yet, each with "Mark prayed" (a plain form post); the requester
 * who asked is told once (app/features/prayer/mark-prayed.server.ts).
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

const notFound = (context: Route.LoaderArgs["context"]) =>
  translator(context.language ?? defaultLanguage(context.content)).t("prayer.list.notFound");

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff, form } = requirePrayerReader(request, context, params.formId, notFound(context));
  const { t } = translator(context.language ?? defaultLanguage(context.content));
  const { week, entries } = prayerListView(staff, form, context.now, context.content.church.locale.timeZone);
  const done = new URL(request.url).searchParams.get("marked");
  return {
    title: t("prayer.list.title", { form: form.title }),
    formId: form.id,
    hasWall: form.prayer.wall !== undefined,
    week,
    entries,
    done: done === "notice" || done === "marked" ? done : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, form } = requirePrayerReader(request, context, params.formId, notFound(context));
  const submitted = await request.formData();
  const outcome = markPrayed(String(submitted.get("request") ?? ""), form, {
    content: context.content,
    personId: staff.person.id,
    now: context.now,
  });
  const marked = outcome.kind === "marked" && outcome.noticeQueued ? "notice" : "marked";
  return redirect(`/admin/forms/${encodeURIComponent(form.id)}/prayer-list?marked=${marked}`, { status: 303 });
}

export default function PrayerList() {
  const { title, formId, hasWall, week, entries, done } = useLoaderData<typeof loader>();
  const { t } = useT();
  const dates = useChurchDates();
  return (
    <>
      <h1>{title}</h1>
      <p className="muted">
        {t("prayer.list.intro", {
          since: dates.format(week.listAt, "longDateAtTime"),
          next: dates.format(week.nextListAt, "longDateAtTime"),
        })}
      </p>
      {hasWall ? (
        <p>
          <Link to={`/admin/forms/${encodeURIComponent(formId)}/prayer-wall`}>{t("prayer.list.wallLink")}</Link>
        </p>
      ) : null}
      {done ? <p role="status">{t(done === "notice" ? "prayer.list.noticeQueued" : "prayer.list.marked")}</p> : null}
      {entries.length === 0 ? (
        <p>{t("prayer.list.none")}</p>
      ) : (
        <ul className="prayer-list">
          {entries.map((entry) => (
            <li key={entry.id}>
              <p style={{ whiteSpace: "pre-line" }}>{entry.text}</p>
              <p className="muted">
                {entry.name ? t("prayer.list.from", { name: entry.name }) : t("prayer.list.anonymous")} ·{" "}
                {t("prayer.list.received", { date: dates.format(entry.receivedAt, "dateAtTime") })}
              </p>
              {entry.prayedAt !== null ? (
                <p>
                  {t("prayer.list.prayed", {
                    date: dates.format(entry.prayedAt, "dateAtTime"),
                    person: entry.prayedBy ?? "",
                  })}
                </p>
              ) : (
                <Form method="post">
                  <input type="hidden" name="request" value={entry.id} />
                  <button type="submit" className="button">
                    {t("prayer.list.markPrayed")}
                    <span className="visually-hidden">: {entry.text.slice(0, 60)}</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
