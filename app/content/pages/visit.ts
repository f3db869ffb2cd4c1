import { church } from "~/content/church";
import { bannerImages, cardImages } from "~/content/images";
import type { HighlightCard } from "./home";

/** SPEC 2.15. */
export const visitPage = {
  title: "Plan your visit",
  description: `Visiting ${church.name}? Sundays at 10:30 am in ${church.streetAddress.city}: where we are, what to expect, and how to say hello.`,
  banner: bannerImages.visit,
  serviceTime: "Sundays at 10:30 am",
  intro: "We would love to meet you. Come as you are: most people wear jeans, the coffee is free and kids have their own programs during the service.",
  connectCard: { linkLabel: "Fill out a connect card!", href: church.links.connectCard },
  mapHeading: "Find us",
  mapTitle: `Map showing ${church.name}`,
  mapLinkLabel: "Open the map in Google Maps",
  cards: [
    { title: "About us", text: "Our story, values and pastors.", linkLabel: "Learn about our church", image: cardImages.whatToExpect, to: "/about" },
    { title: "Events", text: "What is coming up this month.", linkLabel: "See upcoming events", image: cardImages.sermons, to: "/events" },
    { title: "Contact", text: "Questions before Sunday? Ask us.", linkLabel: "Get in touch with us", image: cardImages.prayer, to: "/contact" },
  ] satisfies HighlightCard[],
};
