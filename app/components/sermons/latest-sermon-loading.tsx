import { useT } from "~/hooks/use-t";
/** SPEC 2.16: 'Loading...' and a grey placeholder until the latest sermon arrives. */
export function LatestSermonLoading() {
  const { t } = useT();
  return (
    <div className="latest-sermon-loading">
      <div className="video-frame video-placeholder" aria-hidden="true" />
      <p role="status">{t("sermons.loading")}</p>
    </div>
  );
}
