import { data, redirect, useActionData, useLoaderData } from "react-router";
import { PageHeader } from "~/components/page-header";
import { prayFor, wallEntries } from "~/features/prayer/wall.server";
import { mayPray, wallDevice } from "~/features/prayer/wall-device.server";
import { wallForm } from "~/features/prayer/prayer-forms";
import { useChurchDates } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import { contextTranslator } from "~/i18n/context";
import { metaT, privatePageMeta } from "~/lib/meta";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import type { Route } from "./+types/prayer-wall";

/**
 * /prayer-wall (and /es/prayer-wall), issue 35: the requests their requesters
 * agreed to share and staff approved, first name or "anonymous", each with its
 * count and an "I prayed" button (a plain form post: no account, no
 * JavaScript needed; once per device, rate limited per address). Never
 * indexed and never kept by a cache, so whoever just prayed sees the new count.
 */
const PRIVATE = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;
const OUTCOMES = ["counted", "already", "gone"] as const;

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(args, metaT(args)("prayer.wall.title"), metaT(args)("prayer.wall.intro"));

export function headers() {
  return PRIVATE;
}

export function loader({ request, context }: Route.LoaderArgs) {
  const form = wallForm(context.content);
  const { t } = contextTranslator(context);
  if (!form) throw data({ message: t("prayer.wall.none") }, { status: 404, headers: PRIVATE });
  const query = new URL(request.url).searchParams;
  const outcome = OUTCOMES.find((each) => each === query.get("outcome")) ?? null;
  return data(
    {
      formId: form.id,
      entries: wallEntries(form, context.now),
      prayed: outcome ? { id: query.get("prayed") ?? "", outcome } : null,
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return refusedDocument(submitted);
  const form = wallForm(context.content);
  if (!form) throw data(null, { status: 404, headers: PRIVATE });
  const verdict = mayPray(context.clientAddress, context.now);
  if (!verdict.allowed) {
    return data(
      { limited: true },
      { status: 429, headers: { ...PRIVATE, "Retry-After": String(verdict.retryAfterSeconds) } },
    );
  }
  const id = String(submitted.form.get("request") ?? "").slice(0, 64);
  const device = wallDevice(request, context.content);
  const outcome = prayFor(id, form, device.id, context.now);
  const headers = new Headers(PRIVATE);
  for (const cookie of device.setCookies) headers.append("Set-Cookie", cookie);
  // No #fragment: a page with a target skips autofocus, and the request's button (autofocus) is where the person was.
  return redirect(`/prayer-wall?${new URLSearchParams({ prayed: id, outcome })}`, {
    status: 303,
    headers,
  });
}

export default function PrayerWall() {
  const { entries, prayed } = useLoaderData<typeof loader>();
  const limited = useActionData<typeof action>();
  const { t } = useT();
  const dates = useChurchDates();
  return (
    <>
      <PageHeader title={t("prayer.wall.title")} tagline={t("prayer.wall.intro")} />
      <div className="page container readable-page prayer-wall">
        {limited ? (
          <p className="notice" role="alert">
            {t("prayer.wall.tooMany")}
          </p>
        ) : null}
        {prayed?.outcome === "gone" ? (
          <p className="notice" role="status">
            {t("prayer.wall.gone")}
          </p>
        ) : null}
        {entries.length === 0 ? <p>{t("prayer.wall.none")}</p> : null}
        <ul className="prayer-wall-list" style={{ listStyle: "none", padding: 0 }}>
          {entries.map((entry) => {
            const justPrayed = prayed?.id === entry.id && prayed.outcome !== "gone";
            return (
              <li key={entry.id} id={`request-${entry.id}`} style={{ marginBottom: "2rem" }}>
                <article aria-labelledby={`by-${entry.id}`}>
                  <h2 id={`by-${entry.id}`} style={{ fontSize: "1.1rem" }}>
                    {entry.name ?? t("prayer.wall.anonymous")}{" "}
                    <span className="muted" style={{ fontWeight: "normal" }}>
                      · {t("prayer.wall.asked", { date: dates.format(entry.receivedAt, "date") })}
                    </span>
                  </h2>
                  <p style={{ whiteSpace: "pre-line" }}>{entry.text}</p>
                  <form method="post" className="button-row">
                    <input type="hidden" name="request" value={entry.id} />
                    {/* Named for its request (the visible words first), so a list of buttons tells them apart; back
                        from praying, focus is on it again and it reads its new count and the thanks. */}
                    <button
                      type="submit"
                      className="button"
                      aria-label={t("prayer.wall.prayedButton", {
                        anonymous: entry.name ? "no" : "yes",
                        who: entry.name ?? "",
                        start: openingWords(entry.text),
                      })}
                      aria-describedby={justPrayed ? `count-${entry.id} said-${entry.id}` : `count-${entry.id}`}
                      autoFocus={justPrayed}
                    >
                      {t("prayer.wall.prayed")}
                    </button>{" "}
                    <span id={`count-${entry.id}`}>{t("prayer.wall.count", { count: entry.prayers })}</span>
                  </form>
                  {justPrayed ? (
                    <p role="status" id={`said-${entry.id}`}>
                      {t(prayed.outcome === "counted" ? "prayer.wall.thanks" : "prayer.wall.already")}
                    </p>
                  ) : null}
                </article>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}

/** A request's first words, to tell its "I prayed" button from the others'. */
function openingWords(text: string): string {
  const words = text.trim().split(/\s+/);
  return words.length > 6 ? `${words.slice(0, 6).join(" ")}…` : words.join(" ");
}
