import { data, Link } from "react-router";
import { PageHeader } from "~/components/page-header";
import { giftHandlers, GIFT_PURPOSE } from "~/features/giving/gift-events.server";
import { formatCalendarDay, formatMoney } from "~/features/giving/giving-format";
import { giftById, recurringById } from "~/features/giving/gifts.server";
import { stripeAvailable, stripeTestMode } from "~/features/giving/stripe/client.server";
import { retrieveCheckoutSession } from "~/features/giving/stripe/checkout.server";
import { useT } from "~/hooks/use-t";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { privatePageMeta } from "~/lib/meta";
import { describeError, log } from "~/server/logger.server";
import giveStyles from "~/styles/give.css?url";
import type { Route } from "./+types/give.thanks";

/**
 * /give/thanks?session_id=…: where Checkout sends the donor back. The page
 * asks Stripe for the session on the server (never trusting the address),
 * records the gift if its webhook has not come yet, and says what was given.
 * The donor's own: never cached, never indexed.
 */

const PRIVATE = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin", "X-Robots-Tag": "noindex" } as const;

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, args.data?.title ?? "");
export const links = () => [{ rel: "stylesheet", href: giveStyles }];
export const headers = () => PRIVATE;

type Shown =
  | {
      kind: "paid" | "recurring";
      amount: string;
      fee: string | null;
      fund: string;
      email: string;
      frequency: string;
      date: string;
    }
  | { kind: "pending" | "unknown" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = context.language ?? defaultLanguage(context.content);
  const { t, tag } = translator(language, context.content.church.locale.country);
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  let shown: Shown = { kind: "unknown" };
  if (stripeAvailable() && /^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) {
    try {
      const session = await retrieveCheckoutSession(sessionId);
      if (session.metadata?.purpose === GIFT_PURPOSE) {
        if (session.status === "complete") await giftHandlers.completed?.(session);
        const giving = context.content.giving;
        const funds = giving.mode === "stripe" ? giving.funds : [];
        const ours = session.metadata.gift_id
          ? giftById(session.metadata.gift_id)
          : recurringById(session.metadata.recurring_id ?? "");
        // As the receipt writes them: "$25.00", "December 1, 2026".
        const money = (cents: number) => formatMoney(cents, session.currency ?? "usd", tag);
        if (session.status !== "complete" || !ours) shown = { kind: "pending" };
        else {
          shown = {
            kind: session.mode === "subscription" ? "recurring" : "paid",
            amount: money(ours.amountCents + ours.feeCents),
            fee: ours.feeCents > 0 ? money(ours.feeCents) : null,
            fund: funds.find((fund) => fund.id === ours.fundId)?.name ?? ours.fundId,
            email: ours.donorEmail,
            frequency: ours.frequency === "once" ? "" : t(`giving.thanks.frequency.${ours.frequency}`),
            date: "startDate" in ours ? formatCalendarDay(ours.startDate, tag) : "",
          };
        }
      }
    } catch (error) {
      log("warn", "the thank-you page could not read its Checkout Session", { error: describeError(error) });
      shown = { kind: "pending" };
    }
  }
  return data({ shown, test: stripeTestMode(), title: t("giving.thanks.title") }, { headers: PRIVATE });
}

export default function GiveThanks({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { shown, test } = loaderData;
  return (
    <>
      <PageHeader title={t("giving.thanks.heading")} />
      <div className="page container page-stack give">
        {shown.kind === "paid" || shown.kind === "recurring" ? (
          <>
            <p className="lede">
              {shown.kind === "paid"
                ? t("giving.thanks.once", { amount: shown.amount, fund: shown.fund })
                : t("giving.thanks.recurring", {
                    amount: shown.amount,
                    fund: shown.fund,
                    frequency: shown.frequency,
                    date: shown.date,
                  })}
            </p>
            {shown.fee ? <p>{t("giving.thanks.fee", { fee: shown.fee })}</p> : null}
            <p>{t("giving.thanks.receipt", { email: shown.email })}</p>
          </>
        ) : (
          <p className="lede">{t(shown.kind === "pending" ? "giving.thanks.pending" : "giving.thanks.unknown")}</p>
        )}
        {test ? <p className="give-notice">{t("giving.thanks.testMode")}</p> : null}
        <p>
          <Link to="/give">{t("giving.thanks.again")}</Link>
        </p>
      </div>
    </>
  );
}
