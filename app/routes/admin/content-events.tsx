import { data, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/content-events";
import { EventForms } from "~/components/admin/events/event-forms";
import { EventsTable } from "~/components/admin/events/events-table";
import type { FormProblem } from "~/components/admin/form-problem";
import { EditorStyles } from "~/components/admin/editor/editor-styles";
import { RefusalNotice } from "~/components/admin/editor/refusal-notice";
import { Notice } from "~/components/admin/staff-shell";
import { staffTitle } from "~/components/admin/staff-title";
import { NOT_ALLOWED, requireStaff } from "~/features/auth/staff.server";
import { duplicateEvent, eventIndex, idOfEventFile, startEvent } from "~/features/editor/event-files.server";
import { fileKindOf } from "~/features/editor/file-kinds";
import { publishRemoval, type Problem } from "~/features/editor/publish.server";
import { liveRegistrationsOf } from "~/features/signups/event-registrations.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { readProtectedForm } from "~/server/protection.server";

/**
 * The church's own events in the editor (issue 28): each file of events/ to
 * open, a new event from its name and times, a copy of one under a new name,
 * and a removal that asks first and is refused while people hold or wait for
 * places. New events and copies are the person's drafts, published (or sent
 * for review) from the editor as pages are; removing is a publisher's, as for
 * pages, and is kept in the History.
 */
export const meta: Route.MetaFunction = (args) => [
  { title: staffTitle(args, translator("en").t("adminEvents.title")) },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now, "content.draft");
  const events = (await eventIndex(staff.person.id)).map((event) => ({
    ...event,
    liveSignUps: event.unpublished ? 0 : liveRegistrationsOf(event.id),
  }));
  return {
    events,
    mayPublish: staff.permissions["content.publish"],
    timeZone: context.content.church.locale.timeZone,
    removed: new URL(request.url).searchParams.get("removed"),
  };
}

type Answer =
  ({ intent: "new" | "duplicate" } & FormProblem) | { intent: "remove"; message: string; problems: Problem[] };

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, "content.draft");
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) throw data({ message: submitted.refusal.message }, { status: submitted.refusal.status });
  const { t } = translator(context.language ?? defaultLanguage(context.content), context.content.church.locale.country);
  const text = (name: string) => String(submitted.form.get(name) ?? "");
  const intent = text("intent");
  if (intent === "remove") {
    if (!staff.permissions["content.publish"]) throw data({ message: NOT_ALLOWED }, { status: 403 });
    const file = text("file");
    if (fileKindOf(file) !== "event") throw data({ message: t("adminEvents.refused.notEvent") }, { status: 400 });
    const live = liveRegistrationsOf(idOfEventFile(file));
    const name = context.content.events.find((event) => event.id === idOfEventFile(file))?.name ?? file;
    if (live > 0) {
      const message = t("adminEvents.refused.signUps", { name, count: live });
      return data<Answer>({ intent, message, problems: [] }, 409);
    }
    const outcome = await publishRemoval(staff.person, file, text("base"), context.now);
    if (outcome.ok) return redirect(`/admin/content/events?removed=${encodeURIComponent(file)}`, 303);
    const conflict = outcome.reason === "conflict";
    const message = t(conflict ? "adminEvents.refused.conflict" : "adminEvents.refused.problems");
    return data<Answer>({ intent, message, problems: conflict ? [] : outcome.problems }, 409);
  }
  const values = { name: text("name"), start: text("start"), end: text("end"), from: text("from") };
  const duplicate = intent === "duplicate";
  const outcome = duplicate
    ? await duplicateEvent({
        personId: staff.person.id,
        from: values.from,
        name: values.name,
        copyName: (name) => t("adminEvents.copyName", { name }),
        now: context.now,
      })
    : await startEvent({
        personId: staff.person.id,
        name: values.name,
        start: values.start,
        end: values.end,
        now: context.now,
      });
  if (outcome.ok) return redirect(`/admin/edit/${outcome.file}`, 303);
  const message = t(`adminEvents.error.${outcome.problem}`, { id: outcome.id ?? "" });
  return data<Answer>({ intent: duplicate ? "duplicate" : "new", field: outcome.field, message, values }, 400);
}

export default function ContentEvents() {
  const { events, mayPublish, timeZone, removed } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useT();
  return (
    <>
      <EditorStyles />
      <h1>{t("adminEvents.title")}</h1>
      <p className="muted">{t("adminEvents.intro")}</p>
      {removed ? (
        <Notice tone="success">
          <p>{t("adminEvents.removed", { file: removed })}</p>
        </Notice>
      ) : null}
      {answer?.intent === "remove" ? <RefusalNotice message={answer.message} problems={answer.problems} /> : null}
      {events.length === 0 ? <p>{t("adminEvents.none")}</p> : <EventsTable events={events} mayPublish={mayPublish} />}
      <EventForms
        events={events}
        timeZone={timeZone}
        addError={answer?.intent === "new" ? answer : null}
        copyError={answer?.intent === "duplicate" ? answer : null}
      />
    </>
  );
}
