import type { Site } from "~/content/site";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { closureData, linkedDataContext } from "~/lib/structured-data";
import { useT } from "~/hooks/use-t";
import { JsonLd } from "../json-ld";

const LEVEL_WORDS = {
  urgent: "layout.alerts.urgent",
  warning: "layout.alerts.warning",
  info: "layout.alerts.info",
} as const;

/**
 * The church's notices (alerts.yaml, issue 18) above every page, rendered by
 * the server: no script shows or hides them. The page cache renders a page
 * at most once a minute, so a notice appears and goes on its minute. A notice
 * that the church is closed is also told to search engines.
 */
export function SiteAlerts({ site }: { site: Site }) {
  const { t } = useT();
  const prefix = useLanguagePrefix();
  if (site.alerts.length === 0) return null;
  const context = linkedDataContext(site, prefix);
  const closures = site.alerts.filter((alert) => alert.closed).map((alert) => closureData(alert, context));
  return (
    <aside className="site-alerts" aria-label={t("layout.alerts.label")}>
      {site.alerts.map((alert) => (
        <p key={`${alert.starts} ${alert.text}`} className="site-alert" data-level={alert.level}>
          <strong className="site-alert__level">
            {t("layout.alerts.level", { level: t(alert.closed ? "layout.alerts.closed" : LEVEL_WORDS[alert.level]) })}
          </strong>{" "}
          {alert.text}
          {alert.link ? (
            <>
              {" "}
              <a href={alert.link.href.startsWith("files/") ? `/${alert.link.href}` : alert.link.href}>
                {alert.link.label}
              </a>
            </>
          ) : null}
        </p>
      ))}
      {closures.length > 0 ? <JsonLd data={closures} /> : null}
    </aside>
  );
}
