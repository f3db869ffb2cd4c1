import { church } from "~/content/church";
import { cardImages, type Artwork } from "~/content/images";

/** A card that leads somewhere: a site path (`to`) or an external page (`href`). */
export interface HighlightCard {
  title: string;
  text: string;
  linkLabel: string;
  image: Artwork;
  to?: string;
  href?: string;
}

export const mission = {
  quote: "We exist to equip people to be authentic followers of Jesus living as sent people with renovated lives.",
  verse: {
    text: "As the Father has sent me, I am sending you.",
    reference: "John 20:21",
  },
};

/** SPEC 2.3. */
export const homePage = {
  description: `${church.name} in ${church.streetAddress.city}: ${church.sundayService.label}. Watch sermons, ask for prayer and plan your first visit.`,
  welcomeHeading: `Welcome to ${church.name}`,
  welcomeText: "A church family on the Central Coast, learning to follow Jesus together in everyday life.",
  visitLabel: "Plan a visit",
  discover: {
    heading: "Discover What Is Happening",
    text: "Events, classes, serving teams and groups all live on our church-management site. Find what fits your week and sign up in a minute.",
    linkLabel: "See what's happening at Redwood Coast",
    href: church.links.churchCenter,
  },
  connect: {
    heading: "Get connected",
    text: "The best way to belong is to be known. Tell us a little about you and we will help you take a next step.",
    linkLabel: "Find your next step",
    to: "/connect",
  },
  cards: [
    {
      title: "Watch Sermons",
      text: "Catch up on a Sunday you missed or listen to a whole series.",
      linkLabel: "Watch recent sermons",
      image: cardImages.sermons,
      to: "/watch",
    },
    {
      title: "Want Prayer?",
      text: "Our staff pray over every request, every week. Requests stay confidential.",
      linkLabel: "Send us a prayer request",
      image: cardImages.prayer,
      href: church.links.prayerForm,
    },
    {
      title: "What to Expect",
      text: "Casual clothes, good coffee, a kids' program and a message about Jesus. About 75 minutes.",
      linkLabel: "Learn what to expect on a Sunday",
      image: cardImages.whatToExpect,
      to: "/visit",
    },
  ] satisfies HighlightCard[],
};
