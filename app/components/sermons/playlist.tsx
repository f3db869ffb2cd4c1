import { useT } from "~/hooks/use-t";
import { Link } from "react-router";
import { useChurchDates } from "~/hooks/use-site";

export interface PlaylistEntry {
  uri: string;
  slug: string;
  name: string;
  date: number;
}

/** SPEC 2.18 and 2.19: the sermons of a series; the current one highlighted and not linked. */
export function SermonPlaylist({ sermons, currentUri }: { sermons: PlaylistEntry[]; currentUri?: string }) {
  const dates = useChurchDates();
  const { t } = useT();
  return (
    <ol className="sermon-playlist">
      {sermons.map((sermon) => {
        const date = (
          <time dateTime={new Date(sermon.date).toISOString()} className="sermon-playlist-date">
            {dates.format(sermon.date, "shortDate")}
          </time>
        );
        return sermon.uri === currentUri ? (
          <li key={sermon.uri} className="sermon-playlist-current" aria-current="true">
            <span className="sermon-playlist-name">
              {sermon.name}
              <span className="visually-hidden">{t("sermons.nowPlaying")}</span>
            </span>
            {date}
          </li>
        ) : (
          <li key={sermon.uri}>
            <Link to={`/message/${sermon.slug}`} className="sermon-playlist-name">
              {sermon.name}
            </Link>
            {date}
          </li>
        );
      })}
    </ol>
  );
}
