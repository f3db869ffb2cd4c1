import { useT } from "~/hooks/use-t";
/** SPEC 2.7: shown until the events arrive (in-app navigation; documents wait for the data). */
export function EventsSpinner() {
  const { t } = useT();
  return (
    <div className="events-loading" role="status">
      <span className="events-spinner" aria-hidden="true" />
      {t("events.loading")}
    </div>
  );
}
