import { useT } from "~/hooks/use-t";
import { HiddenFields } from "../row-action";

export interface LiveLine {
  gatheringId: string;
  service: string;
  date: string;
  /** When its "we're live" went (church time), or null. */
  sentAt: string | null;
  /** Staff may press the button now. */
  open: boolean;
}

/**
 * "We're live" (issue 44): each streamed service on now or next, with when its notice went, or the
 * button that sends it now (once per service; the site sends it by itself when the stream opens).
 */
export function LiveButtons({
  lines,
  leadMinutes,
  noticeMinutes,
}: {
  lines: LiveLine[];
  leadMinutes: number;
  noticeMinutes: number;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby="live-heading">
      <h2 id="live-heading">{t("adminNotifications.live.heading")}</h2>
      {lines.length === 0 ? (
        <p>{t("adminNotifications.live.none")}</p>
      ) : (
        <>
          <p className="muted">{t("adminNotifications.live.auto", { minutes: leadMinutes })}</p>
          <ul className="live-services">
            {lines.map((line) => (
              <li key={line.gatheringId}>
                {line.sentAt ? (
                  t("adminNotifications.live.sent", { service: line.service, date: line.date, time: line.sentAt })
                ) : line.open ? (
                  <form method="post">
                    <HiddenFields fields={{ intent: "live", gathering: line.gatheringId }} />
                    <button type="submit" className="button">
                      {t("adminNotifications.live.button", { service: line.service })}
                    </button>
                  </form>
                ) : (
                  t("adminNotifications.live.notYet", {
                    service: line.service,
                    date: line.date,
                    minutes: noticeMinutes,
                  })
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
