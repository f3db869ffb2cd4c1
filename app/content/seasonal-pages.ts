import { church, formatAddress } from "./church";
import { bannerImages, galleryImages, sermonThumbnails, staffPhotos, type Artwork } from "./images";
import { christmasEve, easter } from "./seasons";

/**
 * The copy of the seasonal landing pages (SPEC 2.21, 2.22). The dates, with
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

const shared = {
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

export const easterPage: SeasonalPage = {
  ...shared,
  season: "easter",
  name: easter.name,
  metaTitle: "Easter",
  description: (when) =>
    `Easter Sunday at ${church.name}, ${when} at ${easter.serviceTimesLabel}: egg hunt, donut wall, music and a message of hope. Free for everyone.`,
  passedDescription: `Easter at ${church.name}: this year's has passed. Join us any Sunday, ${church.sundayService.label}.`,
  banner: bannerImages.easter,
  heading: `Easter Sunday at ${church.name}`,
  serviceTimesLabel: easter.serviceTimesLabel,
  invitation:
    "Bring the whole family for a morning of hope, music and celebration. Whether it has been a week or a lifetime since you were in church, there is a seat for you.",
  thanks: "Thank you to everyone who celebrated with us. There is a seat for you every Sunday.",
  fun: {
    heading: (when) => `On ${when} we are celebrating Easter with all sorts of FUN!`,
    items: [
      "A meaningful message of hope and love",
      "Inspiring music",
      "An Easter egg hunt",
      "Lots of candy",
      "A giant donut wall",
      "A photo backdrop",
    ],
  },
  free: "This event is 100% free and everyone is welcome.",
  event: {
    heading: "What's happening",
    items: [
      "Egg hunt for families",
      "A message of hope",
      "Music for everyone",
      "Free donut wall",
      "Photo backdrop",
      "More candy",
    ],
  },
  times: { heading: "Service times" },
  gallery: {
    heading: "Easter at Redwood Coast",
    images: Object.values(galleryImages),
  },
  pastorNote: {
    heading: "A note from our pastor",
    paragraphs: [
      "Easter is the best news there is: death does not get the last word. Whatever this year has been like for you, I would love for you to hear that news with us.",
      "Come early for a donut, stay for the egg hunt, and let us know you are new. We saved you a seat.",
    ],
    signature: `${leadPastor.name}, ${leadPastor.role}`,
    photo: staffPhotos.jordanAvery,
  },
  kids: {
    heading: "RC Kids on Easter",
    text: "Kids from nursery through 6th grade have their own Easter celebration during each service:",
    items: ["Fun services", "Music", "Age-appropriate Bible lessons", "Games", "Snacks", "Projects"],
  },
};

export const christmasPage: SeasonalPage = {
  ...shared,
  season: "christmas",
  name: christmasEve.name,
  metaTitle: "Christmas Eve",
  description: (when) =>
    `Christmas Eve candlelight services at ${church.name}, ${when} at ${christmasEve.serviceTimesLabel}. Free for everyone.`,
  passedDescription: `Christmas Eve at ${church.name}: this year's has passed. Join us any Sunday, ${church.sundayService.label}.`,
  banner: bannerImages.christmas,
  heading: `Christmas Eve at ${church.name}`,
  serviceTimesLabel: christmasEve.serviceTimesLabel,
  invitation:
    "Join us for a candlelight service of carols, the Christmas story and a few quiet minutes to remember why this night matters.",
  thanks: "Thank you to everyone who sang and lit a candle with us. There is a seat for you every Sunday.",
  fun: {
    heading: () => "What to expect on Christmas Eve",
    items: [
      "Candlelight and carols",
      "The Christmas story for all ages",
      "A short message of hope",
      "Hot cocoa and cookies",
      "A family photo spot",
    ],
  },
  free: "Christmas Eve is 100% free and everyone is welcome.",
  times: { heading: "Service times" },
  pastorNote: {
    heading: "A note from our pastor",
    paragraphs: [
      "Christmas Eve is my favourite night of the year: a room full of candles, old carols and people of every story, remembering that God came close.",
      "Whether you come every week or this is your first time, you belong here tonight.",
    ],
    signature: `${leadPastor.name}, ${leadPastor.role}`,
    photo: staffPhotos.jordanAvery,
  },
  kids: {
    heading: "RC Kids on Christmas Eve",
    text: "Kids from nursery through 6th grade have a Christmas party of their own during each service:",
    items: [
      "A birthday party for Jesus",
      "Christmas songs",
      "Age-appropriate Bible lessons",
      "Games",
      "Snacks",
      "Crafts to take home",
    ],
  },
};

export const seasonalLocation = { address, mapsUrl: church.mapsUrl, phone: church.phone };
