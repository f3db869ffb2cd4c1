import { Link } from "react-router";
import type { Picture } from "~/types";
import { SermonPicture } from "./sermon-picture";

export interface SeriesCard {
  slug: string;
  name: string;
  picture: Picture | undefined;
}

/** SPEC 9: 12 placeholders while the series load. */
export const SERIES_PLACEHOLDER_COUNT = 12;

/** SPEC 2.16: series pictures linking to /series/{slug}. */
export function SeriesGrid({ series }: { series: SeriesCard[] }) {
  return (
    <ul className="series-grid">
      {series.map((item, index) => (
        <li key={item.slug}>
          <Link to={`/series/${item.slug}`} className="series-card">
            {/* The first row is in view on a phone (often the page's largest picture): fetched at once, not lazily. */}
            <SermonPicture picture={item.picture} eager={index < 2} />
            <span className="series-card-name">{item.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SeriesGridPlaceholder() {
  return (
    <ul className="series-grid" aria-hidden="true">
      {Array.from({ length: SERIES_PLACEHOLDER_COUNT }, (_, index) => (
        <li key={index}>
          <div className="series-card series-card-placeholder">
            <div className="sermon-picture sermon-picture-empty" />
          </div>
        </li>
      ))}
    </ul>
  );
}
