import { church } from "~/content/church";

/** SPEC 2.5. */
export const baptismPage = {
  title: "Baptisms",
  description: "Baptism at Redwood Coast Church: we seek to be people who do what Jesus did.",
  tagline: "We seek to be people who do what Jesus did",
};

/** SPEC 2.20. */
export const givePage = {
  title: "How to give",
  description: "How to give to Redwood Coast Church.",
  text: "Online giving details are coming soon. Thank you for your generosity.",
};

/** SPEC 2.6. */
export const contactPage = {
  title: "We're here for you",
  description: `Contact ${church.name}: send a message, ask for prayer, call ${church.phone.display} or e-mail our staff.`,
  contactForm: {
    heading: "Send us a message",
    text: "Questions, ideas or just want to say hello? Our contact form reaches the whole staff.",
    linkLabel: "Open the contact form",
    href: church.links.contactForm,
  },
  prayer: {
    heading: "Prayer requests",
    text: "Every request is kept confidential, and our staff pray over each one weekly.",
    linkLabel: "Send a prayer request",
    href: church.links.prayerForm,
  },
  mailingHeading: "Mailing address",
  mapsLinkLabel: "Show the mailing address on a map",
  phoneHeading: "Phone",
  staffHeading: "E-mail our staff",
};
