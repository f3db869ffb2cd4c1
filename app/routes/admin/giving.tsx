import { data, redirect } from "react-router";
import { GivingFilter, GivingGifts, GivingStatements, GivingTotals } from "~/components/admin/giving/giving-sections";
import { staffTitle } from "~/components/admin/staff-title";
import { requireStaff } from "~/features/auth/staff.server";
import { sendAnnualStatements } from "~/features/giving/annual-statements.server";
import { adminDonorContent, givingPageView } from "~/features/giving/giving-admin.server";
import { useT } from "~/hooks/use-t";
import { translator } from "~/i18n/translate";
import { defaultLanguage } from "~/i18n/content-language";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import type { Route } from "./+types/giving";

/**
 * /admin/giving (issue 30, item 6): owners and treasurers see every gift by
 * date, fund and donor, with refunds and failures, the totals by fund and
 * month, download them as CSV (giving-csv.ts), and in January send every
 * donor their statement in one step. Each view is in the activity log.
 */

export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, args.data?.title) }];

export function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(request, context.now, "giving.read");
  const { t, tag } = translator(
    context.language ?? defaultLanguage(context.content),
    context.content.church.locale.country,
  );
  const query = new URL(request.url).searchParams;
  const sent = query.get("sent");
  const view = givingPageView(staff, query, { content: context.content, now: context.now, tag });
  return {
    title: t("adminGiving.title"),
    ...view,
    sent:
      sent && /^\d+:\d{4}$/.test(sent) ? { count: Number(sent.split(":")[0]), year: Number(sent.split(":")[1]) } : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(request, context.now, "giving.read");
  const content = adminDonorContent(context.content);
  const submitted = await readProtectedForm(request);
  if (!submitted.ok) return refusedDocument(submitted);
  const year = Number(submitted.form.get("year"));
  if (!Number.isInteger(year) || year < 2000 || year > 9999) return data({ noMail: false }, { status: 400 });
  const outcome = sendAnnualStatements(year, {
    content,
    now: context.now,
    actor: { id: staff.person.id, email: staff.person.email },
  });
  if (!outcome.ok) return data({ noMail: true }, { status: 503 });
  return redirect(`/admin/giving?sent=${outcome.donors}:${year}#statements`, { status: 303 });
}

export default function Giving({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const view = loaderData;
  return (
    <>
      <h1>{t("adminGiving.title")}</h1>
      <p className="muted">{t("adminGiving.lead", { church: view.churchName })}</p>
      {view.testMode ? <p className="notice">{t("adminGiving.test")}</p> : null}
      <GivingFilter filter={view.filter} funds={view.funds} csv={view.csv} />
      <GivingTotals totals={view.totals} grandTotal={view.grandTotal} />
      <GivingGifts gifts={view.gifts} />
      <GivingStatements
        years={view.years}
        year={view.statementYear}
        sent={view.sent}
        noMail={actionData?.noMail ?? false}
      />
    </>
  );
}
