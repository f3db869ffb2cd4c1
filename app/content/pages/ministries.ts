import { church, formatAddress } from "~/content/church";
import { bannerImages } from "~/content/images";
import type { CalendarDate } from "~/lib/seasonal";

const { worshipPastor, familyPastor, leadPastor: adultsContact } = church.staff;

export interface MinistryCard {
  title: string;
  text: string;
  linkLabel: string;
  href: string;
}

export interface YouthEvent {
  title: string;
  /** With its year; leave it out while the date is still to be announced. The page drops an event once its day has passed. */
  date?: CalendarDate;
  time: string;
}

function mailto(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

/** SPEC 2.10. */
export const kidsPage = {
  title: "RC Kids",
  description:
    "RC Kids: Sunday programs for nursery through 6th grade, partnering with parents to help kids find and follow Jesus.",
  tagline: "Partnering with parents to help kids find and follow Jesus",
  banner: bannerImages.kids,
  mission:
    "Parents are the most important influence in a child's faith. RC Kids comes alongside you with safe, fun and Bible-rich Sundays, and with ideas to keep the conversation going at home.",
  sundays: {
    heading: "Sundays",
    text: "Nursery through 6th grade meet during the service. Check in at the kids' welcome table when you arrive.",
    time: "Sunday at 10:30 am",
    address: formatAddress(church.streetAddress),
    mapsUrl: church.mapsUrl,
  },
  newsletter: {
    heading: "Stay in the loop",
    text: "Our monthly family newsletter has what your kids are learning, upcoming events and ways to help.",
    buttonLabel: "E-mail us to get the RC Kids newsletter",
    href: mailto(familyPastor.email, "Please add me to the RC Kids newsletter"),
  },
};

/** SPEC 2.11. */
export const youthPage = {
  title: "Catalyst Youth",
  description: "Catalyst, the youth ministry for 7th to 12th grade: mission and upcoming events.",
  tagline: "Middle and high school students becoming who God made them to be",
  banner: bannerImages.youth,
  mission:
    "Middle school is full of big questions. Catalyst gives 7th to 12th graders a place to ask them, with leaders who listen, friends who show up and a faith that is their own.",
  eventsHeading: "Upcoming events for 7th to 12th grade",
  noEvents: "New dates are on their way: check back soon.",
  location: `All events meet at the church, ${formatAddress(church.streetAddress)}.`,
  events: [
    // SPEC 2.11's four events (its Christmas Party "TBA" now has a date), then the new year's.
    { title: "Catalyst Lunch", date: { year: 2026, month: 9, day: 18 }, time: "12:30-4:30 pm" },
    { title: "Catalyst Lunch", date: { year: 2026, month: 10, day: 30 }, time: "12:30-4:30 pm" },
    { title: "Operation Christmas Child", date: { year: 2026, month: 11, day: 16 }, time: "6-8 pm" },
    { title: "Christmas Party", date: { year: 2026, month: 12, day: 18 }, time: "6-8 pm" },
    { title: "Catalyst Lunch", date: { year: 2027, month: 1, day: 29 }, time: "12:30-4:30 pm" },
    { title: "Catalyst Lunch", date: { year: 2027, month: 2, day: 26 }, time: "12:30-4:30 pm" },
  ] satisfies YouthEvent[],
};

/** SPEC 2.9. */
export const adultsPage = {
  title: "Discovering Jesus",
  description: "Adult ministries: Growth Track, One Days retreats and APEST leadership equipping.",
  tagline: "Next steps for every adult, wherever you are with God",
  banner: bannerImages.adults,
  cards: [
    {
      title: "Growth Track",
      text: "Four Sunday evenings on who we are, how to grow and where you fit. Dinner and childcare included.",
      linkLabel: "Register Now for Growth Track",
      href: church.links.growthTrackRegistration,
    },
    {
      title: "One Days",
      text: "Mini retreats on listening to God: a quiet day of Scripture, prayer and rest in a beautiful place nearby.",
      linkLabel: "Register for a One Day retreat",
      href: church.links.oneDaysRegistration,
    },
    {
      title: "APEST",
      text: "A leadership equipping tool that helps you discover how you are wired to serve: apostle, prophet, evangelist, shepherd or teacher.",
      linkLabel: `Learn more about APEST by e-mailing ${adultsContact.name}`,
      href: mailto(adultsContact.email, "APEST"),
    },
  ] satisfies MinistryCard[],
};

/** SPEC 2.12. */
export const worshipPage = {
  title: "Worship Arts",
  description: "Worship arts at Redwood Coast Church: this week's songs and how to join the team.",
  tagline: "Singing the story of God together",
  banner: bannerImages.worship,
  mission:
    "Worship is our whole-life response to who God is. On Sundays our musicians, singers and tech team help the whole room sing with honesty and joy.",
  playlist: {
    heading: "This week's songs",
    text: "Learn the songs before Sunday with our weekly playlist.",
    linkLabel: "Listen to this week's playlist",
    href: church.links.worshipPlaylist,
  },
  join: {
    heading: "Join the team",
    text: `Play an instrument, sing, or love sound and lights? ${worshipPastor.name}, our ${worshipPastor.role.toLowerCase()}, would love to hear from you.`,
    linkLabel: `E-mail ${worshipPastor.name} about joining the team`,
    href: mailto(worshipPastor.email, "Joining the worship team"),
  },
};

/** SPEC 2.13: /connect and /ministries/serve. */
export const servePage = {
  title: "Serve",
  description: "Serve at Redwood Coast Church: tell us what you love and we will help you find a team.",
  tagline: "Find your place on a team",
  text: [
    "Church is not something we watch; it is something we build together. Greeters, coffee makers, kids' leaders, musicians, meal makers and fixers all make Sunday and the week happen.",
    "Tell us what you love doing and when you are free. Someone from the team will get in touch within a week.",
  ],
  buttonLabel: "Sign Me Up!",
  href: church.links.serveInterestForm,
};
