/**
 * The site's own types, browser-safe: loaders send them to the page and
 * components render them. Each upstream client maps its answers to these at
 * once (in app/features/), so nothing past it sees an upstream's shape.
 */

export interface Picture {
  src: string;
  width: number;
  height: number;
}

/** A series (a Vimeo showcase) without its sermons. */
export interface SeriesSummary {
  uri: string;
  slug: string;
  name: string;
  /** Plain text; empty when the upstream has none. */
  description: string;
  videoCount: number;
  /** Smallest first, as Vimeo lists them. */
  pictures: Picture[];
}

export interface Series extends SeriesSummary {
  /** Oldest first. */
  sermons: Sermon[];
}

export interface Sermon {
  uri: string;
  slug: string;
  name: string;
  description: string;
  embedUrl: string;
  /** created_time plus the day offset of SPEC 9, in ms since the epoch. */
  date: number;
  pictures: Picture[];
  /** Length in whole seconds; 0 when the upstream does not know it yet. */
  duration: number;
  /** A downloadable MP4 for podcast apps, or null when the account exposes none. */
  mediaFile: MediaFile | null;
}

/** A progressive MP4 of a sermon (the podcast enclosure). */
export interface MediaFile {
  url: string;
  /** Bytes. */
  size: number;
  type: string;
  width: number;
  height: number;
  /** ms since the epoch when the link stops working, or null when it does not expire. */
  expiresAt: number | null;
}

/** One event as the page shows it. Plain data: it travels from the loader to the browser. */
export interface ChurchEvent {
  id: string;
  name: string;
  /** The language of its name, description and place when not the page's (issue 36). */
  textLanguage?: string;
  /** ISO instants of the first instance (SPEC 3: only the first is used). */
  startsAt: string;
  endsAt: string | null;
  allDay: boolean;
  /** SPEC 4 label, computed on the server for the request's day. */
  dateLabel: string;
  /** Badge: short month ('Jun') and day of the month ('7'), and the church-zone date for <time>. */
  month: string;
  day: string;
  date: string;
  descriptionLines: string[];
  /** The event's own image, if it has one. */
  imageUrl: string | null;
  /** SPEC 9: one of 9 backgrounds, chosen from the id so it never changes between renders. */
  fallbackImageUrl: string;
  registrationUrl: string | null;
  /** This site's sign-up page ("/events/vbs-2027/sign-up"), when the event takes sign-ups here (issue 28). */
  signUpPath: string | null;
  recurring: boolean;
  recurrenceDescription: string | null;
  location: string | null;
}

export interface EventsPageData {
  /** "unavailable": no events were ever fetched, so there is nothing to show. */
  status: "ok" | "unavailable";
  /** Planning Center's calendar was not read in time (none kept): the church's own events are shown without it. */
  calendarMissing?: boolean;
  featured: ChurchEvent | null;
  upcoming: ChurchEvent[];
  ongoing: ChurchEvent[];
}

/** A sermon found by the site's search, as the results list shows it. */
export interface SermonSearchHit {
  slug: string;
  name: string;
  /** The name with matched words between the search's mark characters (app/lib/search-query.ts). */
  nameMarked: string;
  /** Matched words in context, marked the same way; empty when there is nothing to show. */
  snippet: string;
  seriesSlug: string | null;
  seriesName: string | null;
  date: number;
  picture: Picture | null;
  passages: string[];
}

/** One paragraph of a sermon's transcript: where it starts in the video (seconds) and what was said. */
export interface TranscriptParagraph {
  start: number;
  text: string;
}

/** A sermon's transcript, parsed from its Vimeo text track (the track's temporary link is never kept). */
export interface Transcript {
  /** BCP 47, as Vimeo gives it ("en", "en-US"). */
  language: string;
  paragraphs: TranscriptParagraph[];
}

/** A donor's year-end statement as its page and its PDF show it (issue 30): amounts and dates already written. */
export interface StatementPageView {
  year: number;
  /** The signed link's query (donor, exp, sig), for the page's links. */
  query: string;
  donor: { name: string; email: string };
  issued: string;
  lines: { id: string; date: string; fund: string; amount: string }[];
  total: string;
  byFund: { fund: string; amount: string }[];
  church: { name: string; legalName: string; addressLine: string; ein: string; noGoods: string };
}

/** An event's sign-up page (issue 28, app/features/signups/sign-up-page.server.ts). */
export interface SignUpDate {
  /** The occurrence as the form sends it: its start (ms), or "once". */
  value: string;
  label: string;
  /** Shown only under ten (SHOW_PLACES_BELOW); null when there is no limit or plenty. */
  placesLeft: number | null;
  full: boolean;
}

export interface SignUpSettings {
  ageAsked: boolean;
  perSignUpLimit: number;
  /** price: the fee per attendee of the kind, written in the page's language ("$20"); null when free. */
  attendeeTypes: { id: string; name: string; price: string | null; minAge?: number; maxAge?: number }[];
  questions: { id: string; label: string; kind: "text" | "choice" | "yes-no"; options?: string[]; required: boolean }[];
}

export interface SignUpPageData {
  eventId: string;
  name: string;
  location: string | null;
  descriptionLines: string[];
  dates: SignUpDate[];
  settings: SignUpSettings;
  open: boolean;
  /** Issue 38: a priced sign-up on a site that cannot take payments now; the page says so instead of its form. */
  paymentsUnavailable?: boolean;
}
