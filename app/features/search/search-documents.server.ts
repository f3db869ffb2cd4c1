import { formatChurchTime } from "~/lib/church-time";
import { getContent } from "~/server/content.server";
import { PICTURE_INDEX, pickPicture } from "~/lib/pictures";
import { booksIn, findPassages } from "~/lib/scripture";
import type { Series, Transcript } from "~/types";
import type { CalendarEvent } from "~/features/events/planning-center.server";
import { transcriptText } from "~/features/sermons/text-tracks.server";
import type { SearchDocument } from "./search-index.server";

/**
 * What goes into the search index, from the site's own types: every sermon
 * (with its series, passages and transcript), every series, and the events.
 * Pure mapping; reading the caches is search.server.ts's job.
 */

export function sermonDocuments(series: Series[], transcripts: Map<string, Transcript | null>): SearchDocument[] {
  const documents: SearchDocument[] = [];
  const seen = new Set<string>();
  for (const item of series) {
    for (const sermon of item.sermons) {
      // A video in two showcases is one sermon: it is listed under the first (SPEC 7.1 call 2).
      if (seen.has(sermon.uri)) continue;
      seen.add(sermon.uri);
      const cited = `${sermon.name}\n${sermon.description}`;
      documents.push({
        kind: "sermon",
        slug: sermon.slug,
        name: sermon.name,
        description: sermon.description,
        transcript: transcriptText(transcripts.get(sermon.uri) ?? null),
        seriesSlug: item.slug,
        seriesName: item.name,
        date: sermon.date,
        endsAt: null,
        year: Number(formatChurchTime(sermon.date, "yyyy", getContent().church.locale.timeZone)),
        bookIds: booksIn(cited),
        passages: findPassages(cited).map((passage) => passage.label),
        picture: pickPicture(sermon.pictures, PICTURE_INDEX.message) ?? null,
      });
    }
  }
  return documents;
}

export function seriesDocuments(series: Series[]): SearchDocument[] {
  return series.map((item) => ({
    kind: "series",
    slug: item.slug,
    name: item.name,
    description: item.description,
    transcript: "",
    seriesSlug: item.slug,
    seriesName: item.name,
    date: item.sermons.at(-1)?.date ?? null,
    endsAt: null,
    year: null,
    bookIds: [],
    passages: [],
    picture: pickPicture(item.pictures, PICTURE_INDEX.series) ?? null,
  }));
}

/**
 * `otherLanguages`: an event's name and text in the church's other languages (its events/<id>.<lang>.yaml,
 * issue 36), kept in the third column, so a Spanish visitor's words find it too; the page shows it in its
 * own language (search-languages.server.ts).
 */
export function eventDocuments(events: CalendarEvent[], otherLanguages = new Map<string, string>()): SearchDocument[] {
  return events.map((event) => {
    const first = event.instances[0]!;
    const last = event.instances.at(-1)!;
    return {
      kind: "event",
      slug: event.id,
      name: event.name,
      description: event.detailLines.join("\n"),
      transcript: otherLanguages.get(event.id) ?? "",
      seriesSlug: null,
      seriesName: null,
      date: Date.parse(first.startsAt),
      // The last instance: a recurring event stays findable until its series of dates is over.
      endsAt: Date.parse(last.endsAt ?? last.startsAt),
      year: null,
      bookIds: [],
      passages: [],
      picture: null,
    };
  });
}
