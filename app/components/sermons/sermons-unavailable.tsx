import { useT } from "~/hooks/use-t";
/** When Vimeo fails and nothing was ever cached: a kind word instead of an error. */
export function SermonsUnavailable() {
  const { t } = useT();
  return (
    <div className="notice sermons-unavailable" role="status">
      <p>{t("sermons.unavailable")}</p>
    </div>
  );
}
