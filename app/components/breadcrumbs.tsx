import { Link } from "react-router";
import { useT } from "~/hooks/use-t";
import type { Crumb } from "~/lib/breadcrumbs";

/**
 * A trail from the home page to this one (SPEC 2.18 and 2.19: Home > Series|Messages
 * > name; issue 17: Home > Ministries > RC Kids). The last step is the page itself;
 * a step without a page (a menu group) is plain text.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  const { t } = useT();
  return (
    <nav aria-label={t("layout.breadcrumbs.label")} className="breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.name}-${index}`}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : crumb.path ? (
              <Link to={crumb.path}>{crumb.name}</Link>
            ) : (
              <span>{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
