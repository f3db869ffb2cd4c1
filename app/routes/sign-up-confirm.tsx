import { data, Form, Link } from "react-router";
import { PushTopics } from "~/components/app/push-topics";
import { PageHeader } from "~/components/page-header";
import { confirmByLink, confirmLinkState, type ConfirmState } from "~/features/signups/confirm-sign-up.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { pageMeta } from "~/lib/meta";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import type { RouteHandle } from "~/root";
import appStyles from "~/styles/pages/app.css?url";
import type { Route } from "./+types/sign-up-confirm";

/**
 * /sign-ups/confirm?registration=…&exp=…&sig=…: where the "please confirm"
 * e-mail of a held sign-up leads (issue 28). A button confirms; the page is
 * private like /my-visit (docs/decisions/026).
 */

const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" } as const;

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, args.data?.title, args.data?.title ?? ""),
  { name: "robots", content: "noindex" },
];

// "Remind me on this phone" (issue 44): the notifications' element, in the bundle that carries it.
export const handle: RouteHandle = { elements: "app" };
export const links = () => [{ rel: "stylesheet", href: appStyles }];

export function headers() {
  return PRIVATE;
}

function answer(state: ConfirmState, context: Route.LoaderArgs["context"]) {
  const language = context.language ?? defaultLanguage(context.content);
  const { t } = translator(language, context.content.church.locale.country);
  return data(
    { state, title: t("signUps.confirm.title") },
    { status: state.kind === "invalid" ? 403 : 200, headers: PRIVATE },
  );
}

export function loader({ request, context }: Route.LoaderArgs) {
  return answer(confirmLinkState(new URL(request.url).searchParams, context.now, context.content), context);
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  return answer(confirmByLink(new URL(request.url).searchParams, context.now, context.content), context);
}

export default function SignUpConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { state, title } = actionData ?? loaderData;
  return (
    <>
      <PageHeader title={title} />
      <div className="page container readable-page">
        <section aria-label={title}>
          {state.kind === "invalid" ? (
            <p>{t("signUps.confirm.invalid")}</p>
          ) : state.kind === "pending" ? (
            <Form method="post">
              <p>
                {t("signUps.confirm.intro", { event: state.eventName, date: state.dateLabel, count: state.places })}
              </p>
              <button type="submit" className="button button-gold">
                {t("signUps.confirm.button")}
              </button>
            </Form>
          ) : (
            <p role="status">
              {state.kind === "confirmed"
                ? t("signUps.confirm.done", { event: state.eventName })
                : state.kind === "waitlisted"
                  ? t("signUps.confirm.waitlisted", { event: state.eventName, line: state.placeInLine ?? 0 })
                  : t("signUps.confirm.cancelled")}
            </p>
          )}
        </section>
        {state.kind === "confirmed" ? (
          <section aria-label={t("app.remindButton")} className="page-stack">
            <p>{t("app.remindText", { event: state.eventName })}</p>
            <PushTopics reminder />
            <p>
              <Link to="/app#notifications">{t("app.manageLink")}</Link>
            </p>
          </section>
        ) : null}
      </div>
    </>
  );
}
