import { useT } from "~/hooks/use-t";
import { RowsTable } from "../rows-table";
import { RowAction } from "../row-action";

export interface NoticeLine {
  id: string;
  when: string;
  title: string;
  kind: "announcement" | "live" | "reminder";
  status: "scheduled" | "sending" | "sent" | "cancelled" | "expired";
  sent: number;
  failed: number;
  capped: number;
  waiting: number;
  opened: number;
}

/**
 * The notices sent and scheduled, newest first (issue 44): what each said, how many phones it went to,
 * how many failed, and how many taps opened its page; a scheduled announcement can be cancelled here.
 */
export function NoticesTable({ notices }: { notices: NoticeLine[] }) {
  const { t } = useT();
  if (notices.length === 0) return <p>{t("adminNotifications.list.none")}</p>;
  const columns = [
    t("adminNotifications.column.when"),
    t("adminNotifications.column.notice"),
    t("adminNotifications.column.status"),
    t("adminNotifications.column.sent"),
    t("adminNotifications.column.failed"),
    t("adminNotifications.column.opened"),
  ];
  return (
    <RowsTable caption={t("adminNotifications.list.caption")} captionHidden columns={columns}>
      {notices.map((notice) => (
        <tr key={notice.id}>
          <td data-label={columns[0]}>{notice.when}</td>
          <th scope="row">
            {notice.title}
            <br />
            <span className="muted">{t(`adminNotifications.kind.${notice.kind}`)}</span>
          </th>
          <td data-label={columns[2]}>
            {t(`adminNotifications.status.${notice.status}`, { waiting: notice.waiting })}
            {notice.capped > 0 ? (
              <>
                <br />
                <span className="muted">{t("adminNotifications.capped", { count: notice.capped })}</span>
              </>
            ) : null}
            {notice.status === "scheduled" && notice.kind === "announcement" ? (
              <RowAction fields={{ intent: "cancel", notice: notice.id }} button={t("adminNotifications.cancel")} />
            ) : null}
          </td>
          <td data-label={columns[3]}>{notice.sent}</td>
          <td data-label={columns[4]}>{notice.failed}</td>
          <td data-label={columns[5]}>{notice.opened}</td>
        </tr>
      ))}
    </RowsTable>
  );
}
