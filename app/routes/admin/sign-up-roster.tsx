import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { CheckInList, RosterTable } from "~/components/admin/sign-ups/roster-table";
import { MessageForm } from "~/components/admin/sign-ups/message-form";
import { SignUpStyles } from "~/components/admin/sign-ups/sign-up-styles";
import { Notice } from "~/components/admin/staff-shell";
import { requireStaff } from "~/features/auth/staff.server";
import { registrationEmailsOn } from "~/features/signups/registration-mail.server";
import { rosterView } from "~/features/signups/roster-view.server";
import { occurrenceOfKey } from "~/features/signups/rosters.server";
import { newMessageId, writeToRegistered } from "~/features/signups/write-to-registered.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { readProtectedForm } from "~/server/protection.server";
import type { Route } from "./+types/sign-up-roster";

/**
 * One event's sign-ups (issue 28): for each date, who is registered with the
 * answers, whose places are held, who waits; a check-in list (`?print=<date>`:
 * that list alone, for paper), the CSV, and a message to everyone registered.
 * Owners and editors ("sign-ups.manage").
 */
export const meta: Route.MetaFunction = (args) => [
  {
    title: staffTitle(args, translator("en").t("adminSignUps.roster.title", { event: args.data?.roster?.name ?? "" })),
  },
];

export function loader({ request, params, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, "sign-ups.manage");
  const query = new URL(request.url).searchParams;
  const language = context.language ?? defaultLanguage(context.content);
  const roster = rosterView(context.content, language, params.event);
  if (!roster) throw data({ message: translator(language).t("adminSignUps.roster.notFound") }, { status: 404 });
  const sent = query.get("sent");
  return {
    roster,
    print: query.get("print"),
    sent: sent !== null && /^\d+$/.test(sent) ? Number(sent) : null,
    emailOn: registrationEmailsOn(),
    messageId: newMessageId(),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  // The role is checked before the form is read.
  requireStaff(request, context.now, "sign-ups.manage");
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return data({ problems: {}, values: {} }, { status: submitted.refusal.status });
  const form = submitted.form;
  const date = form.get("date");
  const occurrence = occurrenceOfKey(typeof date === "string" ? date : null);
  const outcome = writeToRegistered({
    content: context.content,
    now: context.now,
    eventId: params.event,
    ...(occurrence !== undefined ? { occurrence } : {}),
    subject: form.get("subject"),
    body: form.get("body"),
    messageId: form.get("messageId"),
  });
  if (outcome.ok)
    return redirect(`/admin/sign-ups/${encodeURIComponent(params.event)}?sent=${outcome.queued}`, { status: 303 });
  const { t } = translator(context.language ?? defaultLanguage(context.content));
  const problems: { subject?: string; body?: string } = {};
  if ("fieldErrors" in outcome) {
    const { subject, body } = outcome.fieldErrors;
    if (subject)
      problems.subject = t(
        subject === "missing" ? "adminSignUps.message.subjectMissing" : "adminSignUps.message.subjectTooLong",
      );
    if (body)
      problems.body = t(body === "missing" ? "adminSignUps.message.bodyMissing" : "adminSignUps.message.bodyTooLong");
  }
  const values = {
    subject: String(form.get("subject") ?? ""),
    body: String(form.get("body") ?? ""),
    date: String(date ?? ""),
  };
  return data({ problems, values }, { status: 400 });
}

export default function SignUpRoster() {
  const { roster, print, sent, emailOn, messageId } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  const printed = print === null ? undefined : roster.dates.find((date) => date.occurrence === print);
  if (printed) {
    return (
      <>
        <SignUpStyles />
        <h1>{t("adminSignUps.checkIn.title", { event: roster.name })}</h1>
        <p>
          {printed.when} · {t("adminSignUps.checkIn.count", { count: printed.checkIn.length })}
        </p>
        <CheckInList heading={t("adminSignUps.checkIn.heading")} lines={printed.checkIn} />
        <p className="no-print">
          <Link to={`/admin/sign-ups/${encodeURIComponent(roster.eventId)}`}>{t("adminSignUps.roster.back")}</Link>
        </p>
      </>
    );
  }
  const csv = `/admin/sign-ups/${encodeURIComponent(roster.eventId)}/roster.csv`;
  return (
    <>
      <p>
        <Link to="/admin/sign-ups">{t("adminSignUps.roster.back")}</Link>
      </p>
      <h1>{t("adminSignUps.roster.title", { event: roster.name })}</h1>
      {sent !== null ? <Notice>{t("adminSignUps.message.sent", { count: sent })}</Notice> : null}
      {roster.dates.length === 0 ? (
        <p>{t("adminSignUps.noSignUps")}</p>
      ) : (
        <p>
          <a href={csv} download>
            {t("adminSignUps.csv.link")}
          </a>
        </p>
      )}
      {roster.dates.map((date, index) => (
        <section key={date.occurrence} aria-labelledby={`roster-date-${index}`}>
          <h2 id={`roster-date-${index}`}>{date.when}</h2>
          <p>{date.places}</p>
          <RosterTable caption={t("adminSignUps.roster.registered")} rows={date.registered} />
          <RosterTable caption={t("adminSignUps.roster.pending")} rows={date.pending} />
          <RosterTable caption={t("adminSignUps.roster.waitlist")} rows={date.waitlist} />
          <p>
            <Link to={`?print=${encodeURIComponent(date.occurrence)}`}>{t("adminSignUps.checkIn.print")}</Link>
          </p>
        </section>
      ))}
      <MessageForm
        dates={roster.dates.map((date) => ({ occurrence: date.occurrence, when: date.when }))}
        messageId={messageId}
        problems={answer?.problems ?? {}}
        values={answer?.values ?? {}}
        emailOn={emailOn}
      />
    </>
  );
}
