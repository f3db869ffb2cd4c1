import { Form, redirect, useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import { useT } from "~/hooks/use-t";
import { requireStaff } from "~/features/auth/staff.server";
import { answerJoinRequest } from "~/features/groups/join.server";
import { openJoinRequests } from "~/features/groups/join-requests.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { formatChurchTime } from "~/lib/church-time";
import type { Route } from "./+types/groups";

/**
 * Requests to join a group that nobody has answered (issue 28), oldest first,
 * for owners and editors (the content.publish permission). Answering here does
 * what the e-mail's links do: the answer is recorded once and the person is
 * told by e-mail, in the language they asked in.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context.now, "content.publish");
  const { timeZone, country } = context.content.church.locale;
  const { t } = translator(context.language ?? defaultLanguage(context.content), country);
  return {
    title: t("groups.admin.title"),
    requests: openJoinRequests().map((entry) => ({
      id: entry.id,
      groupName: entry.groupName,
      name: entry.name,
      email: entry.email,
      note: entry.note,
      asked: formatChurchTime(entry.createdAt, "yyyy-MM-dd HH:mm", timeZone),
    })),
    answered: new URL(request.url).searchParams.get("answered"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(request, context.now, "content.publish");
  const form = await request.formData();
  const id = String(form.get("request") ?? "");
  const outcome = answerJoinRequest(id, form.get("answer") === "accept" ? "accepted" : "declined", {
    content: context.content,
    now: context.now,
  });
  const name = outcome.kind === "gone" ? "" : outcome.request.name;
  return redirect(`/admin/groups?${new URLSearchParams({ answered: name })}`, { status: 303 });
}

export default function GroupRequests() {
  const { requests, answered } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <h1>{t("groups.admin.title")}</h1>
      <p className="muted">{t("groups.admin.intro")}</p>
      {answered ? <p role="status">{t("groups.admin.answered", { name: answered })}</p> : null}
      {requests.length === 0 ? (
        <p>{t("groups.admin.none")}</p>
      ) : (
        <table className="rows">
          <thead>
            <tr>
              <th scope="col">{t("groups.admin.person")}</th>
              <th scope="col">{t("groups.admin.group")}</th>
              <th scope="col">{t("groups.admin.note")}</th>
              <th scope="col">{t("groups.admin.asked")}</th>
              <th scope="col">{t("groups.admin.answer")}</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((entry) => (
              <tr key={entry.id}>
                <th scope="row">
                  {entry.name}
                  <br />
                  <a href={`mailto:${entry.email}`}>{entry.email}</a>
                </th>
                <td data-label={t("groups.admin.group")}>{entry.groupName}</td>
                <td data-label={t("groups.admin.note")}>{entry.note}</td>
                <td data-label={t("groups.admin.asked")}>{entry.asked}</td>
                <td data-label={t("groups.admin.answer")}>
                  {(["accept", "decline"] as const).map((answer) => (
                    <Form method="post" key={answer} className="button-row">
                      <input type="hidden" name="request" value={entry.id} />
                      <input type="hidden" name="answer" value={answer} />
                      <button type="submit" className={answer === "accept" ? "button" : "button button--quiet"}>
                        {t(answer === "accept" ? "groups.admin.accept" : "groups.admin.decline")}
                        <span className="visually-hidden">: {entry.name}</span>
                      </button>
                    </Form>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
