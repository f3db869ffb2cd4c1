import { useT } from "~/hooks/use-t";
import { ExternalLink } from "./external-link";

/**
 * App Store and Google Play badges (SPEC 2.8), drawn here as simple shapes
 * rather than the stores' official artwork.
 */
export function StoreBadges({
  appName,
  appStoreUrl,
  googlePlayUrl,
}: {
  appName: string;
  appStoreUrl?: string;
  googlePlayUrl?: string;
}) {
  const { t } = useT();
  return (
    <ul className="store-badges" role="list">
      {appStoreUrl ? (
        <li>
          <ExternalLink href={appStoreUrl} className="store-badge" newTab>
            <Badge kicker={t("home.store.appStoreKicker")} store="App Store" icon="phone" />
            <span className="visually-hidden">{t("home.store.appStore", { app: appName })}</span>
          </ExternalLink>
        </li>
      ) : null}
      {googlePlayUrl ? (
        <li>
          <ExternalLink href={googlePlayUrl} className="store-badge" newTab>
            <Badge kicker={t("home.store.googlePlayKicker")} store="Google Play" icon="play" />
            <span className="visually-hidden">{t("home.store.googlePlay", { app: appName })}</span>
          </ExternalLink>
        </li>
      ) : null}
    </ul>
  );
}

function Badge({ kicker, store, icon }: { kicker: string; store: string; icon: "phone" | "play" }) {
  return (
    <svg viewBox="0 0 168 50" width="168" height="50" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="167" height="49" rx="9" fill="#0b1220" stroke="#8b95a7" />
      {icon === "phone" ? (
        <g fill="none" stroke="#ffffff" strokeWidth="2">
          <rect x="14" y="10" width="18" height="30" rx="4" />
          <path d="M20 35h6" strokeLinecap="round" />
        </g>
      ) : (
        <path d="M15 11 L35 25 L15 39 Z" fill="#f0b94d" />
      )}
      <text x="46" y="21" fill="#ffffff" fontSize="10" fontFamily="system-ui, sans-serif">
        {kicker}
      </text>
      <text x="46" y="38" fill="#ffffff" fontSize="17" fontWeight="600" fontFamily="system-ui, sans-serif">
        {store}
      </text>
    </svg>
  );
}
