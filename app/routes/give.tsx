import { PageHeader } from "~/components/page-header";
import { givePage } from "~/content/pages/simple";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/content.css?url";

export const meta = () => pageMeta(givePage.title, givePage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

// SPEC 2.20: placeholder text only.
export default function Give() {
  return (
    <>
      <PageHeader title={givePage.title} />
      <div className="page container">
        <p className="lede">{givePage.text}</p>
      </div>
    </>
  );
}
