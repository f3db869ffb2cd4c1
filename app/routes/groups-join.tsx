import { data, Link, redirect } from "react-router";
import { JoinForm, type JoinFieldName, type JoinProblems } from "~/components/groups/join-form";
import { PageHeader } from "~/components/page-header";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { findGroup } from "~/features/groups/groups.server";
import { JOIN_FIELDS, joinEmailsOn, submitJoinRequest } from "~/features/groups/join.server";
import { pageMeta } from "~/lib/meta";
import { NO_STORE } from "~/server/document-cache.server";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import pageStyles from "~/styles/pages/group-join.css?url";
import type { Route } from "./+types/groups-join";

/**
 * /groups/join?group=…: Ask to join one group (issue 28). The page is the
 * same for everyone (a cache may keep it); its form posts here without
 * JavaScript, and a request stored comes back to `&sent=1`, which thanks the
 * person. A group that is full or closed says so and takes no request.
 */

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, args.data?.title ?? "", ""),
  { name: "robots", content: "noindex" },
];

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

async function groupFor(context: Route.LoaderArgs["context"], id: unknown) {
  const group = await findGroup(context.content, id);
  if (group === "unavailable") throw data({ unavailable: true }, { status: 503, headers: NO_STORE });
  if (!group) throw data(null, { status: 404 });
  return group;
}

function titleOf(context: Route.LoaderArgs["context"], name: string): string {
  const language = context.language ?? defaultLanguage(context.content);
  return translator(language, context.content.church.locale.country).t("groups.join.title", { name });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  // No group named (the page's language alternates name it without its query): the finder lists them.
  if (!query.has("group")) throw redirect("/groups");
  const group = await groupFor(context, query.get("group"));
  return {
    group: { id: group.id, name: group.name, enrollment: group.enrollment },
    title: titleOf(context, group.name),
    sent: query.get("sent") === "1",
    emails: joinEmailsOn(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const form = submission.form;
  const group = await groupFor(context, form.get("group"));
  const values: Partial<Record<JoinFieldName, string>> = {};
  for (const field of JOIN_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  const outcome = submitJoinRequest(values, {
    content: context.content,
    group,
    language: context.language ?? defaultLanguage(context.content),
    now: context.now,
  });
  if (outcome.ok) {
    return redirect(`/groups/join?group=${encodeURIComponent(group.id)}&sent=1`, { status: 303, headers: NO_STORE });
  }
  const problems: JoinProblems = "problems" in outcome ? outcome.problems : {};
  return data({ values, problems }, { status: "refused" in outcome ? 409 : 400, headers: NO_STORE });
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.get("Cache-Control") ? actionHeaders : loaderHeaders;
}

export default function GroupJoin({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { group, title, sent, emails } = loaderData;
  return (
    <>
      <PageHeader title={title} />
      <div className="page container readable-page join-page">
        {sent ? (
          <p className="notice" role="status">
            {t("groups.join.sent")}
          </p>
        ) : group.enrollment !== "open" ? (
          <p className="notice">{t(group.enrollment === "full" ? "groups.join.full" : "groups.join.closed")}</p>
        ) : (
          <>
            <p>{t(emails ? "groups.join.intro" : "groups.join.introNoMail")}</p>
            <JoinForm groupId={group.id} values={actionData?.values} problems={actionData?.problems} />
          </>
        )}
        <p>
          <Link to="/groups">{t("groups.join.back")}</Link>
        </p>
      </div>
    </>
  );
}
