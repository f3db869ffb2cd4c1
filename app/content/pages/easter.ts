import { church } from "../church";
import { bannerImages, galleryImages, staffPhotos } from "../images";
import { sharedSeasonalCopy, type SeasonalPage } from "../seasonal-pages";
import { easter } from "../seasons";

/** The Easter landing page's own copy (SPEC 2.21); what it shares with Christmas Eve is in ../seasonal-pages. */

const { leadPastor } = church.staff;
export const easterPage: SeasonalPage = {
  ...sharedSeasonalCopy,
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
