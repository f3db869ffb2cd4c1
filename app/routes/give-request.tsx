import { DonorRequestForm } from "~/components/giving/donor-request-form";
import { PageHeader } from "~/components/page-header";
import { requestPageAction, requestPageLoader } from "~/features/giving/request-route.server";
import type { DonorRequestKind } from "~/features/giving/donor-requests.server";
import { useT } from "~/hooks/use-t";
import { privatePageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/giving-donor.css?url";
import type { Route } from "./+types/give-request";

/**
 * /give/manage, "Manage my giving" (issue 30, item 5): the donor's address,
 * and a signed link to their gifts sent there; and /give/statement (item 4):
 * the address and a year, and a signed link to that year's statement (page
 * and PDF). One module, two routes (app/routes.ts); works without JavaScript.
 */

// Which of the two routes this is: /give/statement (also under /es, with or without a trailing slash) or /give/manage.
const kindOf = (request: Request): DonorRequestKind =>
  /\/statement\/?$/.test(new URL(request.url).pathname) ? "statement" : "manage";

export const meta = (args: Route.MetaArgs) =>
  privatePageMeta(args, args.loaderData?.meta.title, args.loaderData?.meta.description ?? "");

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const loader = (args: Route.LoaderArgs) => requestPageLoader(kindOf(args.request), args);

export const action = (args: Route.ActionArgs) => requestPageAction(kindOf(args.request), args);

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function GiveRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { kind } = loaderData;
  return (
    <>
      <PageHeader title={t(`givingDonor.request.${kind}.title`)} tagline={t(`givingDonor.request.${kind}.lead`)} />
      <div className="page container readable-page donor-page">
        <DonorRequestForm
          kind={kind}
          years={kind === "statement" ? loaderData.years : undefined}
          likelyYear={loaderData.likelyYear}
          sent={loaderData.sent && !actionData}
          noMail={actionData?.noMail ?? false}
          values={actionData?.values}
          errors={actionData?.errors}
        />
      </div>
    </>
  );
}
