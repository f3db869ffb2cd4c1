import type { SeriesSummary, Sermon, Transcript } from "~/types";

/** What the sermon resolvers need from a source of sermons (Vimeo, or the demo). */
export interface SermonSource {
  /** GET /me/albums: every showcase, empty ones included. */
  listSeries(): Promise<SeriesSummary[]>;
  /** GET {series.uri}/videos?direction=asc: the series' videos, oldest first. */
  listSermons(seriesUri: string): Promise<Sermon[]>;
  /** GET /me/videos?query=: videos matching the words of a slug. */
  searchSermons(slug: string): Promise<Sermon[]>;
  /** GET {sermon.uri}/albums: the first showcase holding the video, or null. */
  seriesOfSermon(sermonUri: string): Promise<SeriesSummary | null>;
  /** GET {sermon.uri}/texttracks, then the chosen track's WebVTT: the transcript, or null. */
  transcriptOf(sermonUri: string): Promise<Transcript | null>;
}
