import { church, formatAddress } from "./church";
import { sermonThumbnails, type Artwork } from "./images";

/**
 * The copy the seasonal landing pages (SPEC 2.21, 2.22) share, and its shape;
 * each page's own copy is in ./pages/easter.ts and ./pages/christmas.ts, so a
 * page's script carries only its own. The dates, with
 * their year, come from the season's rule (app/lib/seasonal.ts) at the time
 * of the request; copy that names the date takes it as `when`
 * ("Sunday, March 28, 2027"). Service times come from ./seasons.
 */

export type Season = "easter" | "christmas";

export interface SampleSermon {
  title: string;
  description: string;
  embedUrl: string;
  /** Where the play button leads without JavaScript. */
  fallbackHref: string;
  thumbnail: Artwork;
}

export interface SeasonalPage {
  season: Season;
  /** "Easter", "Christmas Eve": how the page names its day. */
  name: string;
  metaTitle: string;
  description: (when: string) => string;
  /** The meta description once the season has passed. */
  passedDescription: string;
  banner: Artwork;
  heading: string;
  serviceTimesLabel: string;
  invitation: string;
  /** Said kindly once the day has passed, before pointing to the next Sunday. */
  thanks: string;
  planLabel: string;
  fun: { heading: (when: string) => string; items: string[] };
  free: string;
  event?: { heading: string; items: string[] };
  times: { heading: string };
  callout: string[];
  noAwkward: { heading: string; text: string; promises: string[] };
  welcome: { heading: string; items: string[] };
  gallery?: { heading: string; images: Artwork[] };
  pastorNote: { heading: string; paragraphs: string[]; signature: string; photo: Artwork };
  sermons: { heading: string; text: string; items: SampleSermon[] };
  kids: { heading: string; text: string; items: string[] };
  directions: { heading: string; text: string };
}

// The church replaces these with its own sermons; this is a public sample player.
const samplePlayer = "https://player.vimeo.com/video/76979871";

const sampleSermons: SampleSermon[] = [
  {
    title: "Vision Sunday",
    description:
      "Where we are headed as a church this year, and why it starts with ordinary people saying yes to Jesus.",
    embedUrl: samplePlayer,
    fallbackHref: "/watch",
    thumbnail: sermonThumbnails.visionSunday,
  },
  {
    title: "Sent & Sown: Sent with Abundance",
    description: "God gives generously so we can live generously: a message on seeds, harvests and open hands.",
    embedUrl: samplePlayer,
    fallbackHref: "/watch",
    thumbnail: sermonThumbnails.sentAndSown,
  },
  {
    title: "Foundations: Renovated Lives",
    description: "What it looks like when Jesus rebuilds a life from the ground up, one brick at a time.",
    embedUrl: samplePlayer,
    fallbackHref: "/watch",
    thumbnail: sermonThumbnails.renovatedLives,
  },
];

const { leadPastor } = church.staff;
const address = formatAddress(church.streetAddress);

/** What both seasonal pages say alike. */
export const sharedSeasonalCopy = {
  planLabel: "Plan your visit now",
  callout: ["Experience God", "Find your people", "Plan Your Visit"],
  noAwkward: {
    heading: "No Awkward First Visits",
    text: "When you plan your visit, we will be ready for you:",
    promises: [
      "We meet you at the door.",
      "We help you check in your kids.",
      "We introduce you to people.",
      "We save you seats.",
      "We will sit with you if you like.",
    ],
  },
  welcome: {
    heading: "You are welcome here",
    items: ["Wear whatever you want", "Meet great people", "Experience God", `Hear a message from ${leadPastor.name}`],
  },
  sermons: {
    heading: "Test Drive A Sermon",
    text: "Curious what a Sunday sounds like? Press play on one of these.",
    items: sampleSermons,
  },
  directions: {
    heading: "Need Directions?",
    text: "Plan your visit and we will send you directions, parking tips and where to find the kids' check-in.",
  },
};

export const seasonalLocation = { address, mapsUrl: church.mapsUrl, phone: church.phone };
