import { Link } from "react-router";
import { useT } from "~/hooks/use-t";

/**
 * Above a page a notification opened (issue 44: its address carries
 * `?notice=<id>`): where to change the notifications or switch them off.
 * Rendered by the server from the address, so it is there without the
 * service worker and without JavaScript.
 */
export function NotificationNote() {
  const { t } = useT();
  return (
    <p className="site-alert" data-level="info" role="note">
      {t("app.noticeOpened")} <Link to="/app#notifications">{t("app.manageLink")}</Link>
    </p>
  );
}

/** Whether the address is a notification's page: `notice` names a notice, as the push messages write it. */
export function isNoticePage(url: string): boolean {
  return /^[\w-]{1,64}$/.test(new URL(url).searchParams.get("notice") ?? "");
}
