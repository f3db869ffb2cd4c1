import { data, redirect, useLoaderData } from "react-router";
import { PageHeader } from "~/components/page-header";
import { wallRemovalId } from "~/features/prayer/wall-links.server";
import { removeFromWall } from "~/features/prayer/wall.server";
import { wallForm } from "~/features/prayer/prayer-forms";
import { useT } from "~/hooks/use-t";
import { metaT, privatePageMeta } from "~/lib/meta";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import type { Route } from "./+types/prayer-wall-remove";

/**
 * /prayer-wall/remove?request=…&sig=…: where the requester's e-mail leads to
 * take their request off the prayer wall (issue 35), without an account. The
 * link only shows a page that asks; the button removes it, once. The address
 * holds the signature: never kept, indexed or sent on to other sites.
 */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex", "Referrer-Policy": "same-origin" } as const;

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, metaT(args)("prayer.remove.title"));

export function headers() {
  return PRIVATE;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const id = wallRemovalId(query, context.now);
  const view = !id ? "bad" : query.get("done") === "1" ? "done" : "ask";
  return data({ view, request: id ?? "", sig: query.get("sig") ?? "" } as const, {
    status: view === "bad" ? 403 : 200,
    headers: PRIVATE,
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return refusedDocument(submitted);
  const link = new URLSearchParams({
    request: String(submitted.form.get("request") ?? ""),
    sig: String(submitted.form.get("sig") ?? ""),
  });
  const id = wallRemovalId(link, context.now);
  const form = wallForm(context.content);
  if (!id || !form) return redirect(`/prayer-wall/remove?${link}`, { status: 303, headers: PRIVATE });
  removeFromWall(id, form, "requester", context.now);
  link.set("done", "1");
  return redirect(`/prayer-wall/remove?${link}`, { status: 303, headers: PRIVATE });
}

export default function RemoveFromWall() {
  const { view, request, sig } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <PageHeader title={t("prayer.remove.title")} />
      <div className="page container readable-page">
        {view === "bad" ? <p>{t("prayer.remove.bad")}</p> : null}
        {view === "done" ? (
          <p className="notice" role="status">
            {t("prayer.remove.done")}
          </p>
        ) : null}
        {view === "ask" ? (
          <form method="post">
            <p>{t("prayer.remove.confirm")}</p>
            <input type="hidden" name="request" value={request} />
            <input type="hidden" name="sig" value={sig} />
            <button type="submit" className="button">
              {t("prayer.remove.button")}
            </button>
          </form>
        ) : null}
      </div>
    </>
  );
}
