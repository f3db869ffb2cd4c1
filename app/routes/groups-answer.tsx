import { data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { useT } from "~/hooks/use-t";
import { answerJoinRequest, requestIdOfLink } from "~/features/groups/join.server";
import { getJoinRequest } from "~/features/groups/join-requests.server";
import { formatChurchTime } from "~/lib/church-time";
import { pageMeta } from "~/lib/meta";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import pageStyles from "~/styles/pages/group-join.css?url";
import type { Route } from "./+types/groups-answer";

/**
 * /groups/answer?request=…&sig=…&answer=accept|decline: where the request
 * e-mail's links lead the leader or the office (signed, purpose
 * "join-request"; docs/decisions/039). Opening the link changes nothing (mail
 * scanners open links); the page asks, and its button posts the answer, once.
 * The page is the link holder's own: never cached, never indexed.
 */

const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" } as const;

export const meta = (args: Route.MetaArgs) => [...pageMeta(args, "", ""), { name: "robots", content: "noindex" }];
export const links = () => [{ rel: "stylesheet", href: pageStyles }];
export function headers() {
  return PRIVATE;
}

type View =
  | { kind: "forged" }
  | { kind: "gone" }
  | { kind: "answered"; answer: "accepted" | "declined"; name: string; groupName: string; justNow: boolean }
  | {
      kind: "open";
      request: string;
      sig: string;
      /** The link's signed expiry, posted back with the answer (issue 38: links last ANSWER_LINK_DAYS). */
      exp: string;
      suggested: "accept" | "decline" | null;
      name: string;
      email: string;
      note: string | null;
      groupName: string;
      asked: string;
    };

export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const id = requestIdOfLink(query, context.now);
  if (!id) return data({ view: { kind: "forged" } as View }, { status: 403, headers: PRIVATE });
  const found = getJoinRequest(id);
  if (!found) return data({ view: { kind: "gone" } as View }, { status: 404, headers: PRIVATE });
  if (found.status !== "open") {
    const view: View = {
      kind: "answered",
      answer: found.status,
      name: found.name,
      groupName: found.groupName,
      justNow: query.get("done") === "1",
    };
    return data({ view }, { headers: PRIVATE });
  }
  const answer = query.get("answer");
  const view: View = {
    kind: "open",
    request: id,
    sig: query.get("sig") ?? "",
    exp: query.get("exp") ?? "",
    suggested: answer === "accept" || answer === "decline" ? answer : null,
    name: found.name,
    email: found.email,
    note: found.note,
    groupName: found.groupName,
    asked: formatChurchTime(found.createdAt, "yyyy-MM-dd", context.content.church.locale.timeZone),
  };
  return data({ view }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const form = submission.form;
  const link = new URLSearchParams({ request: String(form.get("request") ?? "") });
  // A link from before links expired has no `exp`; one made since is signed with it.
  if (form.get("exp")) link.set("exp", String(form.get("exp")));
  link.set("sig", String(form.get("sig") ?? ""));
  const id = requestIdOfLink(link, context.now);
  if (!id) return data({ view: { kind: "forged" } as View }, { status: 403, headers: PRIVATE });
  const answer = form.get("answer") === "accept" ? "accepted" : "declined";
  answerJoinRequest(id, answer, { content: context.content, now: context.now });
  link.set("done", "1");
  return redirect(`/groups/answer?${link}`, { status: 303, headers: PRIVATE });
}

export default function GroupAnswer({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { view } = loaderData;
  const title =
    view.kind === "forged"
      ? t("groups.answer.forgedTitle")
      : view.kind === "gone"
        ? t("groups.answer.goneTitle")
        : t("groups.answer.title", { group: view.groupName });
  return (
    <>
      <PageHeader title={title} />
      <div className="page container readable-page answer-page">
        <AnswerBody view={view} />
      </div>
    </>
  );
}

function AnswerBody({ view }: { view: View }) {
  const { t } = useT();
  switch (view.kind) {
    case "forged":
      return <p>{t("groups.answer.forged")}</p>;
    case "gone":
      return <p>{t("groups.answer.gone")}</p>;
    case "answered":
      return (
        <p className="notice" role="status">
          {view.justNow
            ? t("groups.answer.done", { answer: view.answer, name: view.name })
            : t("groups.answer.already", { answer: view.answer })}
        </p>
      );
  }
  return (
    <>
      <p>{t("groups.answer.asked", { name: view.name, email: view.email, date: view.asked })}</p>
      <p>{view.note ? t("groups.answer.note", { note: view.note }) : t("groups.answer.noNote")}</p>
      <p>{t("groups.answer.question")}</p>
      <div className="answer-actions">
        {(["accept", "decline"] as const).map((answer) => (
          <form method="post" key={answer}>
            <input type="hidden" name="request" value={view.request} />
            <input type="hidden" name="sig" value={view.sig} />
            {view.exp ? <input type="hidden" name="exp" value={view.exp} /> : null}
            <input type="hidden" name="answer" value={answer} />
            <button
              type="submit"
              className={`button ${answer === "accept" ? "button-gold" : "button-outline"}`}
              autoFocus={view.suggested === answer}
            >
              {answer === "accept" ? t("groups.answer.accept", { name: view.name }) : t("groups.answer.decline")}
            </button>
          </form>
        ))}
      </div>
    </>
  );
}
