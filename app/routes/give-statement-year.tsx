import { data, Link } from "react-router";
import { DonorLinkClosed } from "~/components/giving/donor-link-closed";
import { StatementView } from "~/components/giving/statement-view";
import { PageHeader } from "~/components/page-header";
import { DONOR_LINK_DAYS } from "~/features/giving/donor-links.server";
import { donorPageOf, PRIVATE } from "~/features/giving/donor-pages.server";
import { pageWords } from "~/features/giving/request-route.server";
import { statementPageView } from "~/features/giving/statement-page.server";
import { useT } from "~/hooks/use-t";
import { privatePageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/giving-donor.css?url";
import type { Route } from "./+types/give-statement-year";

/**
 * /give/statement/:year?donor=…&exp=…&sig=… (issue 30, item 4): a donor's
 * year-end statement, printable (the print stylesheet leaves out the site's
 * menu and footer), with the same statement as a PDF beside it.
 */

export const meta = (args: Route.MetaArgs) => privatePageMeta(args, args.loaderData?.title);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export const headers = () => PRIVATE;

export function loader(args: Route.LoaderArgs) {
  const year = Number(args.params.year);
  if (!/^\d{4}$/.test(args.params.year)) throw data(null, { status: 404 });
  const page = donorPageOf(args);
  const title = pageWords(args)("givingDonor.statement.title", { year });
  if (!page) return data({ title, linkDays: DONOR_LINK_DAYS, view: null }, { status: 403, headers: PRIVATE });
  return data(
    { title, linkDays: DONOR_LINK_DAYS, view: statementPageView(page, year, args.context.now) },
    { headers: PRIVATE },
  );
}

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { view } = loaderData;
  return (
    <>
      <PageHeader title={loaderData.title} />
      <div className="page container readable-page donor-page">
        {view ? (
          <>
            <p className="donor-statement-actions">
              <Link
                to={`/give/statement/${view.year}/statement.pdf?${view.query}`}
                reloadDocument
                className="button button-gold"
              >
                {t("givingDonor.statement.pdf")}
              </Link>{" "}
              <Link to={`/give/my-giving?${view.query}`}>{t("givingDonor.mine.title")}</Link>
            </p>
            <StatementView view={view} />
          </>
        ) : (
          <DonorLinkClosed days={loaderData.linkDays} />
        )}
      </div>
    </>
  );
}
