import { PageHeader } from "~/components/page-header";
import { baptismPage } from "~/content/pages/simple";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/content.css?url";

export const meta = () => pageMeta(baptismPage.title, baptismPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

// SPEC 2.5: the page is only a header.
export default function Baptism() {
  return <PageHeader title={baptismPage.title} tagline={baptismPage.tagline} />;
}
