import type { Site } from "~/content/site";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { closureData, linkedDataContext } from "~/lib/structured-data";
import { JsonLd } from "../json-ld";

const LEVEL_WORDS = { urgent: "Important", warning: "Please note", info: "News" } as const;

/**
 * The church's notices (alerts.yaml, issue 18) above every page, rendered by
 * the server: no script shows or hides them. The page cache renders a page
 * at most once a minute, so a notice appears and goes on its minute. A notice
 * that the church is closed is also told to search engines.
 */
export function SiteAlerts({ site }: { site: Site }) {
  const prefix = useLanguagePrefix();
  if (site.alerts.length === 0) return null;
  const context = linkedDataContext(site, prefix);
  const closures = site.alerts.filter((alert) => alert.closed).map((alert) => closureData(alert, context));
  return (
    <aside className="site-alerts" aria-label="Notices">
      {site.alerts.map((alert) => (
        <p key={`${alert.starts} ${alert.text}`} className="site-alert" data-level={alert.level}>
          <strong className="site-alert__level">{alert.closed ? "Closed" : LEVEL_WORDS[alert.level]}:</strong>{" "}
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
