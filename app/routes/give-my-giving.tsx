import { Form, Link, data, redirect } from "react-router";
import { PageHeader } from "~/components/page-header";
import { DonorLinkClosed } from "~/components/giving/donor-link-closed";
import { DonorTable } from "~/components/giving/donor-table";
import { customerOf, donorPageOf, myGivingView, PRIVATE } from "~/features/giving/donor-pages.server";
import { DONOR_LINK_DAYS } from "~/features/giving/donor-links.server";
import { openCustomerPortal } from "~/features/giving/portal.server";
import { publicOrigin } from "~/features/mail/mail.server";
import { pageWords } from "~/features/giving/request-route.server";
import { useT } from "~/hooks/use-t";
import { privatePageMeta } from "~/lib/meta";
import { refusedDocument } from "~/server/form-answer.server";
import { readProtectedForm } from "~/server/protection.server";
import pageStyles from "~/styles/pages/giving-donor.css?url";
import type { Route } from "./+types/give-my-giving";

/**
 * /give/my-giving?donor=…&exp=…&sig=… (issue 30, item 5): where "Manage my
 * giving" e-mails lead, without an account. The donor's gifts and recurring
 * gifts, their statements, and a button that opens Stripe's customer portal
 * (a post answered 303 to the portal) to change the card, the amount or stop.
 */

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, args.loaderData?.title);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const headers = () => PRIVATE;

export function loader(args: Route.LoaderArgs) {
  const page = donorPageOf(args);
  const title = pageWords(args)("givingDonor.mine.title");
  const linkDays = DONOR_LINK_DAYS;
  if (!page) return data({ title, linkDays, view: null, portalFailed: false }, { status: 403, headers: PRIVATE });
  const portal = new URL(args.request.url).searchParams.get("portal");
  return data({ title, linkDays, view: myGivingView(page), portalFailed: portal === "failed" }, { headers: PRIVATE });
}

export async function action(args: Route.ActionArgs) {
  const submission = await readProtectedForm(args.request);
  if (!submission.ok) return refusedDocument(submission);
  const query = new URLSearchParams();
  for (const name of ["donor", "exp", "sig"]) query.set(name, String(submission.form.get(name) ?? ""));
  // Stripe sends the donor back to this page: on the site's public address when it has one.
  const signed = new Request(`${publicOrigin() ?? new URL(args.request.url).origin}/give/my-giving?${query}`);
  const page = donorPageOf({ ...args, request: signed });
  if (!page) return redirect(`/give/my-giving?${query}`, { status: 303, headers: PRIVATE });
  const customer = customerOf(page.donor);
  const portal = customer ? await openCustomerPortal(customer, signed.url, page.language) : null;
  if (!portal) return redirect(`/give/my-giving?${query}&portal=failed`, { status: 303, headers: PRIVATE });
  return redirect(portal, { status: 303, headers: PRIVATE });
}

export default function MyGiving({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { view, portalFailed } = loaderData;
  return (
    <>
      <PageHeader title={t("givingDonor.mine.title")} />
      <div className="page container readable-page donor-page">
        {view ? (
          <MyGivingBody view={view} portalFailed={portalFailed} />
        ) : (
          <DonorLinkClosed days={loaderData.linkDays} />
        )}
      </div>
    </>
  );
}

function MyGivingBody({ view, portalFailed }: { view: ReturnType<typeof myGivingView>; portalFailed: boolean }) {
  const { t } = useT();
  return (
    <>
      <p>{t("givingDonor.mine.greeting", { email: view.email })}</p>
      {portalFailed ? (
        <p className="notice notice-error" role="alert">
          {t("givingDonor.mine.portal.failed")}
        </p>
      ) : null}
      <section aria-labelledby="my-recurring">
        <h2 id="my-recurring">{t("givingDonor.mine.recurring.heading")}</h2>
        <ul className="donor-list">
          {view.recurring.map((plan) => (
            <li key={plan.id}>
              {t("givingDonor.mine.recurring.line", {
                amount: plan.amount,
                frequency: t("givingDonor.frequency", { frequency: plan.frequency }).toLowerCase(),
                fund: plan.fund,
                date: plan.since,
              })}{" "}
              <strong>({t("givingDonor.status", { status: plan.status })})</strong>
            </li>
          ))}
        </ul>
        {view.canOpenPortal ? (
          <Form method="post" className="donor-portal">
            {Array.from(new URLSearchParams(view.query)).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <p>{t("givingDonor.mine.portal.text")}</p>
            <button type="submit" className="button button-gold">
              {t("givingDonor.mine.portal.button")}
            </button>
          </Form>
        ) : (
          <p>{t("givingDonor.mine.portal.none")}</p>
        )}
      </section>
      <section aria-labelledby="my-gifts">
        <h2 id="my-gifts">{t("givingDonor.mine.gifts.heading")}</h2>
        {view.gifts.length === 0 ? (
          <p>{t("givingDonor.mine.gifts.none")}</p>
        ) : (
          <DonorTable
            columns={[
              { label: t("givingDonor.column.date") },
              { label: t("givingDonor.column.fund") },
              { label: t("givingDonor.column.amount"), number: true },
              { label: t("givingDonor.column.status") },
            ]}
          >
            {view.gifts.map((gift) => (
              <tr key={gift.id}>
                <td>{gift.date}</td>
                <td>{gift.fund}</td>
                <td className="number">{gift.amount}</td>
                <td>
                  {t("givingDonor.status", { status: gift.status })}
                  {gift.refunded ? ` (${gift.refunded})` : ""}
                </td>
              </tr>
            ))}
          </DonorTable>
        )}
      </section>
      {view.years.length > 0 ? (
        <section aria-labelledby="my-statements">
          <h2 id="my-statements">{t("givingDonor.mine.statements.heading")}</h2>
          <ul className="donor-list">
            {view.years.map((year) => (
              <li key={year}>
                <Link to={`/give/statement/${year}?${view.query}`}>
                  {t("givingDonor.mine.statements.year", { year })}
                </Link>
                {" · "}
                <Link to={`/give/statement/${year}/statement.pdf?${view.query}`} reloadDocument>
                  {t("givingDonor.mine.statements.pdf", { year })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
