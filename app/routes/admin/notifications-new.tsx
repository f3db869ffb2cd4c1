import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/notifications-new";
import { AnnouncementForm, type AnnouncementAnswer } from "~/components/admin/notifications/announcement-form";
import { NotificationStyles } from "~/components/admin/notifications/notification-styles";
import { PhonePreview, type PreviewNotice } from "~/components/admin/notifications/phone-preview";
import { Notice } from "~/components/admin/staff-shell";
import { staffTitle } from "~/components/admin/staff-title";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import {
  BODY_MOST,
  readAnnouncement,
  scheduleAnnouncement,
  SCHEDULE_DAYS,
  subscriberCounts,
  TITLE_MOST,
  type AnnouncementProblem,
} from "~/features/push/announcements.server";
import { pushIsOn, siteOrigin } from "~/features/push/push-settings.server";
import { maySendNotices } from "~/features/push/senders.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage, siteLanguages } from "~/i18n/content-language";
import { contextDateStyle, contextTranslator } from "~/i18n/context";
import { formatTimeOfDay } from "~/i18n/dates";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { ANNOUNCEMENTS_PER_DAY, QUIET_HOURS } from "~/lib/quiet-hours";
import { readProtectedForm } from "~/server/protection.server";

/**
 * Writing an announcement to phones (issue 44): the form, its phone preview, and the post that sends or
 * schedules it (announcements.server.ts checks it; the notice goes through the outbox).
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

function requireSender(request: Request, context: Route.LoaderArgs["context"]) {
  const staff = requireStaff(request, context.now);
  if (!maySendNotices(staff, context.content)) throw data({ message: NOT_ALLOWED }, { status: 403 });
  return staff;
}

export function loader({ request, context }: Route.LoaderArgs) {
  requireSender(request, context);
  const { t } = contextTranslator(context);
  const style = contextDateStyle(context);
  const counts = subscriberCounts();
  return {
    title: t("adminNotifications.form.title"),
    on: pushIsOn(),
    languages: siteLanguages(context.content).all.map((code) => ({ code, name: languageName(code, context) })),
    counts: { news: counts.news, live: counts.live },
    limits: { title: TITLE_MOST, body: BODY_MOST },
    hours: {
      from: formatTimeOfDay(QUIET_HOURS.from, 0, style),
      until: formatTimeOfDay(QUIET_HOURS.until, 0, style),
      zone: context.content.church.locale.timeZone,
    },
    perDay: ANNOUNCEMENTS_PER_DAY,
    churchName: context.content.church.name,
    icon: context.content.brand.images["icon-192"],
  };
}

type Answer = AnnouncementAnswer & { preview: PreviewNotice[] | null };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireSender(request, context);
  if (!pushIsOn()) throw data({ message: contextTranslator(context).t("adminNotifications.off") }, { status: 409 });
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) throw data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  const values: Record<string, string> = {};
  for (const [name, value] of submitted.form.entries()) if (typeof value === "string") values[name] = value;
  const read = readAnnouncement((name) => values[name] ?? "", context.content, context.now);
  if (!read.ok) {
    const problem = { field: read.field, message: problemMessage(read, context) };
    return data<Answer>({ problem, values, preview: null }, 400);
  }
  const { announcement } = read;
  if (values.intent !== "send") {
    const origin = siteOrigin();
    const fallback = defaultLanguage(context.content);
    const preview = (Object.entries(announcement.texts) as [Language, { title: string; body: string }][]).map(
      ([language, text]) => ({
        language,
        languageName: languageName(language, context),
        ...text,
        link: new URL(localizedPath(announcement.path, language, fallback), origin).toString(),
      }),
    );
    return data<Answer>({ problem: null, values, preview });
  }
  const notice = scheduleAnnouncement(announcement, staff, context.now, context.content.church.locale.timeZone);
  const query = new URLSearchParams({
    scheduled: notice.id,
    ...(announcement.heldForQuietHours ? { quiet: "1" } : {}),
  });
  return redirect(`/admin/notifications?${query}`, 303);
}

function problemMessage(problem: AnnouncementProblem, context: Route.ActionArgs["context"]): string {
  const { t } = contextTranslator(context);
  const style = contextDateStyle(context);
  const hours = {
    from: formatTimeOfDay(QUIET_HOURS.from, 0, style),
    until: formatTimeOfDay(QUIET_HOURS.until, 0, style),
  };
  if ("language" in problem)
    return t(`adminNotifications.error.${problem.problem}`, {
      language: languageName(problem.language, context),
      max: problem.problem.startsWith("title") ? TITLE_MOST : BODY_MOST,
    });
  return t(`adminNotifications.error.${problem.problem}`, { days: SCHEDULE_DAYS, ...hours });
}

export default function NewAnnouncement() {
  const { title, on, languages, counts, limits, hours, perDay, churchName, icon } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() ?? null;
  const { t } = useT();
  return (
    <>
      <NotificationStyles />
      <p>
        <Link to="/admin/notifications" reloadDocument>
          {t("adminNotifications.form.back")}
        </Link>
      </p>
      <h1 id="announcement-heading">{title}</h1>
      {on ? (
        <>
          <p className="muted">
            {t("adminNotifications.form.intro", { from: hours.from, until: hours.until, perDay })}
          </p>
          {answer?.preview ? <PhonePreview churchName={churchName} icon={icon} notices={answer.preview} /> : null}
          <AnnouncementForm languages={languages} counts={counts} limits={limits} hours={hours} answer={answer} />
        </>
      ) : (
        <Notice tone="error">
          <p>{t("adminNotifications.off")}</p>
        </Notice>
      )}
    </>
  );
}

/** A language's name in the staff area's own language ("Spanish", not "Español" beside "In"): the catalogue's. */
function languageName(code: Language, context: Route.LoaderArgs["context"]): string {
  return contextTranslator(context).t(`content-languages.languageName.${code}`);
}
