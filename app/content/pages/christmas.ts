import { church } from "../church";
import { bannerImages, staffPhotos } from "../images";
import { sharedSeasonalCopy, type SeasonalPage } from "../seasonal-pages";
import { christmasEve } from "../seasons";

/** The Christmas Eve landing page's own copy (SPEC 2.22); what it shares with Easter is in ../seasonal-pages. */

const { leadPastor } = church.staff;
export const christmasPage: SeasonalPage = {
  ...sharedSeasonalCopy,
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
