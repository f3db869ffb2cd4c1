import { church } from "~/content/church";

export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

/** SPEC 2.23: every topic the policy must cover, in order. */
export const privacyPage = {
  title: "Privacy Policy",
  description: `How ${church.name} collects, uses and protects your personal information.`,
  updated: "Last updated: 1 January 2025",
  intro: `${church.name} ("we", "us") respects your privacy. This policy explains what we collect through this website and our online forms, why, and the choices you have.`,
  sections: [
    {
      heading: "Information we collect",
      paragraphs: [
        "We collect the information you give us: your name, e-mail address and phone number when you plan a visit, join our e-mail list, fill in a form or contact us.",
        "When you give online, our giving provider collects billing information such as your card or bank details and billing address. We never see or store full card numbers.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "This site uses a small number of cookies that it needs to work, such as one that protects our forms from misuse. We do not use advertising cookies.",
        "Embedded videos and maps come from other services that may set their own cookies when you play a video or use the map.",
      ],
    },
    {
      heading: "How we use your information",
      paragraphs: [
        "We use your information to reply to you, to welcome you when you visit, to send the news and updates you asked for, to process gifts and to keep records the law requires.",
        "We never sell, rent or trade your personal information.",
      ],
    },
    {
      heading: "How long we keep it",
      paragraphs: [
        "We keep personal information only as long as we need it for the purpose you gave it for, or as long as the law requires for giving records. Visit plans are deleted after one year.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "You may ask to see the information we hold about you, to correct it, or to delete it. California residents have further rights under the California Consumer Privacy Act. We will answer every request within 30 days.",
      ],
    },
    {
      heading: "Unsubscribing",
      paragraphs: [
        "Every e-mail we send has an unsubscribe link at the bottom. You can also ask us to remove you from any list by e-mailing us.",
      ],
    },
    {
      heading: "Anti-spam",
      paragraphs: [
        "We only e-mail people who asked to hear from us, we follow the CAN-SPAM Act, and every message says who it is from and how to stop receiving them.",
      ],
    },
    {
      heading: "Contact us",
      paragraphs: [`Questions about this policy or your information? E-mail ${church.officeEmail}.`],
    },
  ] satisfies PolicySection[],
  contactEmail: church.officeEmail,
};
