import { useT } from "~/hooks/use-t";
import { ConfirmRemove } from "../confirm-remove";
import { RowsTable } from "../rows-table";

export interface EventRow {
  file: string;
  name: string;
  /** On the church's clock, as the file writes it. */
  start: string;
  version: string;
  unpublished: boolean;
  hasDraft: boolean;
  /** Sign-ups holding or waiting for a place: while there are any, the event is not removed. */
  liveSignUps: number;
}

/** The church's own events, to open in the editor; a publisher may remove one nobody is signed up for. */
export function EventsTable({ events, mayPublish }: { events: readonly EventRow[]; mayPublish: boolean }) {
  const { t } = useT();
  return (
    <RowsTable
      caption={t("adminEvents.caption")}
      captionHidden
      columns={[
        t("adminEvents.col.event"),
        t("adminEvents.col.starts"),
        t("adminEvents.col.signUps"),
        t("adminEvents.col.actions"),
      ]}
    >
      {events.map((event) => (
        <tr key={event.file}>
          <th scope="row">
            <a href={`/admin/edit/${event.file}`}>{event.name}</a>
            {event.unpublished ? <span className="tag">{t("adminEvents.unpublished")}</span> : null}
            {event.hasDraft && !event.unpublished ? <span className="tag">{t("adminEvents.draft")}</span> : null}
          </th>
          <td data-label={t("adminEvents.col.starts")}>{event.start}</td>
          <td data-label={t("adminEvents.col.signUps")}>
            {t("adminEvents.signUps.count", { count: event.liveSignUps })}
          </td>
          <td>
            {!mayPublish || event.unpublished ? null : event.liveSignUps > 0 ? (
              <p className="muted">{t("adminEvents.remove.blocked")}</p>
            ) : (
              <ConfirmRemove
                summary={t("adminEvents.remove.summary")}
                what={event.name}
                fields={{ intent: "remove", file: event.file, base: event.version }}
                question={t("adminEvents.remove.question", { name: event.name })}
                button={t("adminEvents.remove.button", { name: event.name })}
              />
            )}
          </td>
        </tr>
      ))}
    </RowsTable>
  );
}
