import { DonorRequestForm } from "~/components/giving/donor-request-form";
import { PageHeader } from "~/components/page-header";
import { requestPageAction, requestPageLoader } from "~/features/giving/request-route.server";
import { useT } from "~/hooks/use-t";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/giving-donor.css?url";
import type { Route } from "./+types/give-manage";

/**
 * /give/manage, "Manage my giving" (issue 30, item 5): the donor's address,
 * and a signed link to their gifts sent there. Works without JavaScript.
 */

export const meta = (args: Route.MetaArgs) => [
  ...pageMeta(args, args.loaderData?.meta.title, args.loaderData?.meta.description ?? ""),
  { name: "robots", content: "noindex" },
];

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const loader = (args: Route.LoaderArgs) => requestPageLoader("manage", args);

export const action = (args: Route.ActionArgs) => requestPageAction("manage", args);

export function headers() {
  return { "Cache-Control": "no-store" };
}

export default function GiveManage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t("givingDonor.request.manage.title")} tagline={t("givingDonor.request.manage.lead")} />
      <div className="page container readable-page donor-page">
        <DonorRequestForm
          kind="manage"
          sent={loaderData.sent && !actionData}
          noMail={actionData?.noMail ?? false}
          values={actionData?.values}
          errors={actionData?.errors}
        />
      </div>
    </>
  );
}
