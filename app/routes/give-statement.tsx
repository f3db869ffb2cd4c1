import { DonorRequestForm } from "~/components/giving/donor-request-form";
import { PageHeader } from "~/components/page-header";
import { requestPageAction, requestPageLoader } from "~/features/giving/request-route.server";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/giving-donor.css?url";
import type { Route } from "./+types/give-statement";

/**
 * /give/statement (issue 30, item 4): the donor's address and a year, and a
 * signed link to that year's statement (page and PDF) sent there.
 */

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, args.loaderData?.meta.title, args.loaderData?.meta.description ?? ""),
  { name: "robots", content: "noindex" },
];

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const loader = (args: Route.LoaderArgs) => requestPageLoader("statement", args);

export const action = (args: Route.ActionArgs) => requestPageAction("statement", args);

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function GiveStatement({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t("givingDonor.request.statement.title")} tagline={t("givingDonor.request.statement.lead")} />
      <div className="page container readable-page donor-page">
        <DonorRequestForm
          kind="statement"
          years={loaderData.years}
          sent={loaderData.sent && !actionData}
          noMail={actionData?.noMail ?? false}
          values={actionData?.values}
          errors={actionData?.errors}
        />
      </div>
    </>
  );
}
