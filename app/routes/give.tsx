import { data, redirect } from "react-router";
import { ContentPage } from "~/components/content-page";
import { GiveForm, type GiveFormData } from "~/components/giving/give-form";
import { PageHeader } from "~/components/page-header";
import type { StripeGiving } from "~/content/schema";
import { findPage } from "~/content/site";
import { formValues, parseGiftForm } from "~/features/giving/give-form.server";
import { giftById, recurringById } from "~/features/giving/gifts.server";
import { RETURN_LINK, startGift } from "~/features/giving/start-gift.server";
import { stripeAvailable, stripeTestMode } from "~/features/giving/stripe/client.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { churchDayKey } from "~/lib/church-time";
import { formatMoney as formatGiftMoney } from "~/features/giving/giving-format";
import { dollarsToCents, formatMoney, parseDollars, type GiveErrors, type GiveValues } from "~/lib/give-form";
import { coveredFee } from "~/lib/giving-fee";
import { pageMeta } from "~/lib/meta";
import { describeError, log } from "~/server/logger.server";
import { getEnv } from "~/server/env.server";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import { signedLinkId } from "~/server/signed-link.server";
import { siteOrigin } from "~/server/text-response.server";
import giveStyles from "~/styles/give.css?url";
import pageStyles from "~/styles/pages.css?url";
import { loader as contentPageLoader } from "./content-page";
import type { Route } from "./+types/give";

/**
 * /give (issue 30), still titled "How to give": the church's own page
 * (pages/give.yaml) and, when giving.yaml says stripe, the giving form under
 * it. A plain post answers with a redirect to Stripe's Checkout, or with the
 * form again, each problem beside its field, nothing made at Stripe.
 */

export const meta = (args: Route.MetaArgs) => {
  const page = args.data?.content?.page;
  const church = args.matches[0]?.data.site.church.name ?? "";
  return pageMeta(
    args,
    page?.title ?? args.data?.title ?? "",
    (page?.description ?? args.data?.description ?? "").replace("{church}", church),
  );
};

export const links = () => [
  { rel: "stylesheet", href: pageStyles },
  { rel: "stylesheet", href: giveStyles },
];

type Context = Route.LoaderArgs["context"];

function givingOn(context: Context): StripeGiving | null {
  const giving = context.content.giving;
  return giving.mode === "stripe" && stripeAvailable() ? giving : null;
}

/** The amount the form was posted with, in cents, when it is one. */
function postedCents(values: GiveValues): number | null {
  if (values.amount === "other") return parseDollars(values.otherAmount ?? "");
  return values.amount ? parseDollars(values.amount) : null;
}

function formData(context: Context, giving: StripeGiving, extra: Partial<GiveFormData>): GiveFormData {
  const language = context.language ?? defaultLanguage(context.content);
  const { tag } = translator(language, context.content.church.locale.country);
  const money = (cents: number) => formatMoney(cents, giving.currency, tag);
  // As the receipt writes money (cents always shown): "Add $3.40 so the church receives $100.00".
  const exactMoney = (cents: number) => formatGiftMoney(cents, giving.currency, tag);
  const fee = { percent: giving.fees.percent, fixedCents: dollarsToCents(giving.fees.fixed) };
  const example = (cents: number) => ({ fee: exactMoney(coveredFee(cents, fee)), amount: exactMoney(cents) });
  const posted = postedCents(extra.values ?? {});
  return {
    funds: giving.funds,
    presets: giving.presets.map((dollars) => ({
      cents: dollarsToCents(dollars),
      label: money(dollarsToCents(dollars)),
    })),
    minimum: money(dollarsToCents(giving.minimum)),
    maximum: money(dollarsToCents(giving.maximum)),
    fee: { percent: giving.fees.percent, fixed: money(dollarsToCents(giving.fees.fixed)) },
    feeNote: {
      exact: posted !== null && posted > 0 ? example(posted) : null,
      presets: giving.presets.map((dollars) => example(dollarsToCents(dollars))),
    },
    today: churchDayKey(context.now, context.content.church.locale.timeZone),
    mode: getEnv().stripe === "demo" ? "demo" : stripeTestMode() ? "test" : null,
    values: {},
    errors: {},
    returned: false,
    unavailable: false,
    ...extra,
  };
}

async function pageOf(args: Route.LoaderArgs | Route.ActionArgs) {
  if (!findPage(args.context.content, "/give")) return null;
  // The page's own data (its loader's answer also carries headers: a group finder's outage, which /give has not).
  return (await contentPageLoader(args as unknown as Parameters<typeof contentPageLoader>[0])).data;
}

/** The form as the donor left it on Checkout's cancel link (signed, two days). */
function returnedValues(query: URLSearchParams, now: number): GiveValues | null {
  const id = signedLinkId(query, RETURN_LINK.purpose, now, { param: RETURN_LINK.param });
  if (!id) return null;
  const gift = giftById(id);
  const recurring = gift ? null : recurringById(id);
  const found = gift ?? recurring;
  if (!found) return null;
  return {
    otherAmount: String(found.amountCents / 100),
    amount: "other",
    fund: found.fundId,
    frequency: found.frequency,
    ...(recurring ? { startDate: recurring.startDate } : {}),
    coverFee: found.feeCents > 0 ? "1" : "",
    note: gift?.note ?? "",
    name: found.donorName,
    email: found.donorEmail,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { context, request } = args;
  const content = await pageOf(args);
  const giving = givingOn(context);
  if (!content && !giving) throw redirect("/");
  const { t } = translator(context.language ?? defaultLanguage(context.content), context.content.church.locale.country);
  const values = giving ? returnedValues(new URL(request.url).searchParams, context.now) : null;
  const form = giving ? formData(context, giving, values ? { values, returned: true } : {}) : null;
  const headers: Record<string, string> = values
    ? { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" }
    : {};
  return data(
    {
      content,
      form,
      title: t("giving.page.title"),
      description: t("giving.page.description", { church: context.content.church.name }),
    },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const submission = await readProtectedForm(request);
  if (!submission.ok) return refusedDocument(submission);
  const giving = givingOn(context);
  if (!giving) throw redirect("/give", 303);
  const language = context.language ?? defaultLanguage(context.content);
  const church = context.content.church;
  const values = formValues(submission.form);
  const parsed = parseGiftForm(values, giving, {
    now: context.now,
    timeZone: church.locale.timeZone,
    tag: translator(language, church.locale.country).tag,
  });
  const answer = async (extra: { errors?: GiveErrors; unavailable?: boolean }, status: number) => {
    const content = await pageOf(args);
    return data(
      { content, form: formData(context, giving, { values, ...extra }), title: "", description: "" },
      { status, headers: { "Cache-Control": "no-store" } },
    );
  };
  if (!parsed.ok) return answer({ errors: parsed.errors }, 400);
  try {
    const url = await startGift(parsed.gift, {
      giving,
      church: {
        name: church.name,
        timeZone: church.locale.timeZone,
        country: church.locale.country,
        defaultLanguage: defaultLanguage(context.content),
      },
      language,
      origin: siteOrigin(request),
      now: context.now,
    });
    // Absolute: React Router puts the page's basename before a path, and the demo's checkout address is already the language's.
    return redirect(new URL(url, siteOrigin(request)).href, { status: 303, headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    log("warn", "a gift could not be started at Stripe", { error: describeError(error) });
    return answer({ unavailable: true }, 503);
  }
}

export default function Give({ loaderData, actionData }: Route.ComponentProps) {
  const shown = actionData ?? loaderData;
  return (
    <>
      {shown.content ? <ContentPage data={shown.content} /> : <PageHeader title={loaderData.title} />}
      {shown.form ? (
        <div className="page container page-stack">
          <GiveForm data={shown.form} />
        </div>
      ) : null}
    </>
  );
}
