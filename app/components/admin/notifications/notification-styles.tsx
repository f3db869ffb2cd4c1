import notificationStyles from "~/styles/admin-notifications.css?url";

/** The notifications pages' stylesheet (the phone preview), on those pages only (React hoists it into <head>). */
export function NotificationStyles() {
  return <link rel="stylesheet" href={notificationStyles} precedence="default" />;
}
