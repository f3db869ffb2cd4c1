import { church } from "~/content/church";
import { bannerImages } from "~/content/images";

export interface Question {
  question: string;
  answer: string;
}

/** SPEC 2.8 and 9: 8-14 people; 9-11 week sessions; three a year. */
export const groupsPage = {
  title: "Better Together",
  description: "Home groups at Redwood Coast Church: small groups of 8-14 people meeting through the year. How to sign up and answers to common questions.",
  banner: bannerImages.groups,
  about: {
    heading: "What is a home group?",
    paragraphs: [
      "A home group is a small group, usually 8-14 people, that meets regularly in a home to share a meal, talk about Sunday's message, pray and look out for each other.",
      "Sessions run 9-11 weeks, three times a year, with breaks in summer and at Christmas. There is also a remote group that meets online for anyone who cannot get to a home.",
    ],
  },
  signUp: {
    heading: "How to sign up",
    online: {
      heading: "1. Browse the groups online",
      text: "See every group with its day, place and leaders, and ask to join.",
      linkLabel: "Browse home groups",
      href: church.links.groupsList,
    },
    app: {
      heading: "2. Use the Church Center app",
      steps: [
        "Install the Church Center app.",
        `Search for ${church.name} by location.`,
        "Log in, or create a login.",
        "Choose Groups.",
      ],
    },
    email: {
      heading: "3. E-mail the office",
      text: "Tell us where you live and which evenings work, and we will suggest a group.",
      linkLabel: `E-mail the office at ${church.officeEmail}`,
      href: `mailto:${church.officeEmail}?subject=${encodeURIComponent("Joining a home group")}`,
    },
  },
  faqHeading: "Frequently asked questions",
  faq: [
    {
      question: "Is a home group the same as a Bible study?",
      answer: "Not quite. We open the Bible together, but a home group is as much about friendship, prayer and caring for each other as it is about study.",
    },
    {
      question: "What is expected of me?",
      answer: "Come as often as you can, take part in the conversation as you are comfortable, and keep what others share in confidence. No homework, no pressure.",
    },
    {
      question: "Can I join more than one group?",
      answer: "You may join two groups, but we recommend one or two at most so you have time to really get to know people.",
    },
    {
      question: "Can I join after a session has started?",
      answer: "Yes. You can join late; just let the leader know you are coming.",
    },
    {
      question: "How long do meetings last?",
      answer: "Most groups meet for about 1 to 1.5 hours.",
    },
    {
      question: "What if my group is not a good fit?",
      answer: "It happens. Contact the office and we will help you leave gracefully and find a group that suits you better.",
    },
  ] satisfies Question[],
};
