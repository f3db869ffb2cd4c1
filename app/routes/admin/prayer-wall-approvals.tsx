import { data, Form, Link, redirect, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { requirePrayerReader, wallReviewFor } from "~/features/prayer/prayer-list-view.server";
import { approveForWall, removeFromWall, type WallEntry } from "~/features/prayer/wall.server";
import { useChurchDates } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import type { Route } from "./+types/prayer-wall-approvals";

/**
 * A prayer form's wall for its readers (issue 35): the requests whose
 * requesters agreed to be on the public wall, waiting for approval, and those
 * on it now; approve or remove each (plain form posts). Nothing reaches the
 * wall without a reader's approval.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

function wallOf(request: Request, context: Route.LoaderArgs["context"], formId: string | undefined) {
  const { t } = translator(context.language ?? defaultLanguage(context.content));
  const { staff, form } = requirePrayerReader(request, context, formId, t("prayer.list.notFound"));
  const wall = form.prayer.wall;
  if (!wall) throw data({ message: t("prayer.list.notFound") }, { status: 404 });
  return { staff, form: { ...form, prayer: { ...form.prayer, wall } }, t };
}

export function loader({ request, params, context }: Route.LoaderArgs) {
  const { staff, form, t } = wallOf(request, context, params.formId);
  const done = new URL(request.url).searchParams.get("done");
  return {
    title: t("prayer.approvals.title", { form: form.title }),
    formId: form.id,
    formTitle: form.title,
    days: form.prayer.wall.days,
    ...wallReviewFor(staff, form, context.now),
    done: done === "approved" || done === "removed" ? done : null,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, form } = wallOf(request, context, params.formId);
  const submitted = await request.formData();
  const id = String(submitted.get("request") ?? "");
  const approve = submitted.get("do") === "approve";
  if (approve) approveForWall(id, form, { content: context.content, personId: staff.person.id, now: context.now });
  else removeFromWall(id, form, staff.person.id, context.now);
  const path = `/admin/forms/${encodeURIComponent(form.id)}/prayer-wall?done=${approve ? "approved" : "removed"}`;
  return redirect(path, { status: 303 });
}

export default function PrayerWallApprovals() {
  const { title, formId, formTitle, days, waiting, shown, done } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{title}</h1>
      <p className="muted">{t("prayer.approvals.intro", { days })}</p>
      <p>
        <Link to={`/admin/forms/${encodeURIComponent(formId)}/prayer-list`}>
          {t("prayer.list.title", { form: formTitle })}
        </Link>
      </p>
      {done ? (
        <p role="status">{t(done === "approved" ? "prayer.approvals.approved" : "prayer.approvals.removed")}</p>
      ) : null}
      <h2>{t("prayer.approvals.waiting")}</h2>
      <Entries entries={waiting} actions={["approve", "remove"]} />
      <h2>{t("prayer.approvals.onWall")}</h2>
      <Entries entries={shown} actions={["remove"]} />
    </>
  );
}

function Entries({ entries, actions }: { entries: WallEntry[]; actions: ("approve" | "remove")[] }) {
  const { t } = useT();
  const dates = useChurchDates();
  if (entries.length === 0) return <p>{t("prayer.approvals.none")}</p>;
  return (
    <ul className="prayer-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p style={{ whiteSpace: "pre-line" }}>{entry.text}</p>
          {/* Said in words ("3 people pressed “I prayed” on the wall"), and read with each button of the request. */}
          <p className="muted" id={`facts-${entry.id}`}>
            {t("prayer.approvals.shownAs", { name: entry.name ?? t("prayer.wall.anonymous") })} ·{" "}
            {t("prayer.approvals.until", { date: dates.format(entry.endsAt, "date") })} ·{" "}
            {t("prayer.approvals.prayers", { count: entry.prayers })}
          </p>
          <div className="button-row">
            {actions.map((action) => (
              <Form method="post" key={action}>
                <input type="hidden" name="request" value={entry.id} />
                <input type="hidden" name="do" value={action} />
                <button
                  type="submit"
                  className={action === "approve" ? "button" : "button button--quiet"}
                  aria-describedby={`facts-${entry.id}`}
                >
                  {t(action === "approve" ? "prayer.approvals.approve" : "prayer.approvals.remove")}
                  <span className="visually-hidden">: {entry.text.slice(0, 60)}</span>
                </button>
              </Form>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
