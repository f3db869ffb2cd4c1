import { useT } from "~/hooks/use-t";
import { eventIcsPath, googleCalendarUrl } from "~/lib/calendar-links";
import type { ChurchEvent } from "~/types";
import { useSite } from "~/hooks/use-site";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";

/** Issue 9: each event goes into a visitor's calendar as a file (any app) or straight into Google Calendar. */
export function AddToCalendar({ event }: { event: ChurchEvent }) {
  const { church } = useSite();
  const { t } = useT();
  const prefix = useLanguagePrefix();
  return (
    <p className="event-calendar-links">
      <a href={prefix + eventIcsPath(event.id)} download>
        {t("events.addToCalendar")}
        <span className="visually-hidden">{t("events.addToCalendarFor", { event: event.name })}</span>
      </a>
      {" · "}
      <a
        href={googleCalendarUrl(event, { name: church.name, timeZone: church.locale.timeZone })}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t("events.googleCalendar")}
        <span className="visually-hidden">{t("events.googleCalendarFor", { event: event.name })}</span>
      </a>
    </p>
  );
}
