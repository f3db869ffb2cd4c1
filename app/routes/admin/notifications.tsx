import { data, Link, redirect, useLoaderData } from "react-router";
import type { Route } from "./+types/notifications";
import { LiveButtons } from "~/components/admin/notifications/live-buttons";
import { NoticesTable } from "~/components/admin/notifications/notices-table";
import { NotificationStyles } from "~/components/admin/notifications/notification-styles";
import { Notice } from "~/components/admin/staff-shell";
import { staffTitle } from "~/components/admin/staff-title";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { cancelAnnouncement, subscriberCounts } from "~/features/push/announcements.server";
import { resultsOf } from "~/features/push/deliveries.server";
import { announceLiveNow, mayAnnounceLive, streams } from "~/features/push/live-notices.server";
import { noticeById, noticesDb, recentNotices } from "~/features/push/notices.server";
import { pushIsOn } from "~/features/push/push-settings.server";
import { maySendNotices } from "~/features/push/senders.server";
import { useT } from "~/hooks/use-t";
import { contextDateStyle, contextTranslator } from "~/i18n/context";
import { formatChurchDate, formatTimeOfDay } from "~/i18n/dates";
import { QUIET_HOURS } from "~/lib/quiet-hours";
import { readProtectedForm } from "~/server/protection.server";

/**
 * Notifications (issue 44), for owners, editors and the roles church.yaml names: "We're live now" for
 * the service on now or next, the notices sent and scheduled with how many phones each reached, failed
 * on and opened, and a scheduled announcement's cancel. Writing one is notifications-new.tsx.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

function requireSender(request: Request, context: Route.LoaderArgs["context"]) {
  const staff = requireStaff(request, context.now);
  if (!maySendNotices(staff, context.content)) throw data({ message: NOT_ALLOWED }, { status: 403 });
  return staff;
}

const LISTED = 50;

export function loader({ request, context }: Route.LoaderArgs) {
  requireSender(request, context);
  const { t } = contextTranslator(context);
  const style = contextDateStyle(context);
  const when = (instant: number) => formatChurchDate(instant, "dateAtTime", style);
  const db = noticesDb();
  const lines = streams(context.now, context.content).map(({ occurrence, notice }) => ({
    gatheringId: occurrence.gathering.id,
    service: occurrence.gathering.name,
    date: formatChurchDate(occurrence.start, "serviceDate", style),
    sentAt: notice ? formatChurchDate(notice.createdAt, "time", style) : null,
    open: mayAnnounceLive(occurrence, context.now, context.content),
  }));
  const notices = recentNotices(db, LISTED).map((notice) => ({
    id: notice.id,
    when: when(notice.sendAt),
    title: Object.values(notice.texts)[0]?.title ?? "",
    kind: notice.kind,
    status: notice.status,
    opened: notice.opened,
    ...resultsOf(db, notice.id),
  }));
  return {
    title: t("adminNotifications.title"),
    on: pushIsOn(),
    counts: subscriberCounts(),
    lines,
    live: context.content.services.live,
    notices,
    flash: flashOf(new URL(request.url).searchParams, context),
  };
}

/** What the last action did, said above the page. */
function flashOf(query: URLSearchParams, context: Route.LoaderArgs["context"]) {
  const { t } = contextTranslator(context);
  const service = query.get("service") ?? "";
  const live = query.get("live");
  if (live === "sent") return { tone: "success" as const, text: t("adminNotifications.live.done", { service }) };
  if (live === "already") return { tone: "info" as const, text: t("adminNotifications.live.already", { service }) };
  if (live === "not-yet") return { tone: "error" as const, text: t("adminNotifications.live.tooEarly", { service }) };
  const cancelled = query.get("cancelled");
  if (cancelled) {
    const notice = noticeById(noticesDb(), cancelled);
    const title = notice ? (Object.values(notice.texts)[0]?.title ?? "") : "";
    return notice ? { tone: "success" as const, text: t("adminNotifications.cancelled", { title }) } : null;
  }
  if (query.has("cancelGone")) return { tone: "error" as const, text: t("adminNotifications.cancelGone") };
  const scheduled = query.get("scheduled");
  const notice = scheduled ? noticeById(noticesDb(), scheduled) : null;
  if (!notice) return null;
  const style = contextDateStyle(context);
  const hours = {
    from: formatTimeOfDay(QUIET_HOURS.from, 0, style),
    until: formatTimeOfDay(QUIET_HOURS.until, 0, style),
  };
  const values = {
    title: Object.values(notice.texts)[0]?.title ?? "",
    date: formatChurchDate(notice.sendAt, "longDateAtTime", style),
    topic: notice.topic,
    count: subscriberCounts()[notice.topic],
    ...hours,
  };
  return {
    tone: "success" as const,
    text: t(query.has("quiet") ? "adminNotifications.heldQuiet" : "adminNotifications.scheduled", values),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireSender(request, context);
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) throw data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  const field = (name: string) => String(submitted.form.get(name) ?? "");
  if (field("intent") === "cancel") {
    const cancelled = cancelAnnouncement(field("notice"), staff, context.now);
    return redirect(
      cancelled ? `/admin/notifications?cancelled=${cancelled.id}` : "/admin/notifications?cancelGone=1",
      303,
    );
  }
  if (field("intent") === "live") {
    const outcome = announceLiveNow(field("gathering"), staff.person.email, context.content, context.now);
    return redirect(`/admin/notifications?${new URLSearchParams({ live: outcome.kind, service: outcome.name })}`, 303);
  }
  throw data({ message: "Unknown action." }, { status: 400 });
}

export default function Notifications() {
  const { title, on, counts, lines, live, notices, flash } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <NotificationStyles />
      <h1>{title}</h1>
      {flash ? (
        <Notice tone={flash.tone}>
          <p>{flash.text}</p>
        </Notice>
      ) : null}
      {on ? (
        <p className="muted">{t("adminNotifications.intro", counts)}</p>
      ) : (
        <Notice tone="error">
          <p>{t("adminNotifications.off")}</p>
        </Notice>
      )}
      <p>
        <Link className="button" to="/admin/notifications/new" reloadDocument>
          {t("adminNotifications.new.link")}
        </Link>
      </p>
      <LiveButtons lines={lines} leadMinutes={live.playerMinutesBefore} noticeMinutes={live.noticeMinutesBefore} />
      <section aria-labelledby="notices-heading">
        <h2 id="notices-heading">{t("adminNotifications.list.heading")}</h2>
        <NoticesTable notices={notices} />
      </section>
    </>
  );
}
