export interface PolicySection {
  heading: string;
  paragraphs: string[];
}

/** What the policy says depends on: who the church is and which services are on. */
export interface PolicyFacts {
  churchName: string;
  email: string;
  /** The e-mail list (Mailchimp) is on. */
  newsletter: boolean;
  /** The church is in California (its residents' CCPA rights). */
  california: boolean;
  /** E-mail is set up (SMTP_URL): visitors get their plan's e-mails. */
  visitEmails: boolean;
  /** The office gets a notice of each plan (VISIT_NOTIFY_TO). */
  officeNotices: boolean;
}

/**
 * SPEC 2.23: every topic the policy must cover, in order. The text describes
 * what this website's code does (tests/integration/privacy-promises.test.ts
 * holds each statement to it); the church's own name and address fill it in.
 */
export function privacyPolicy({ churchName, email, newsletter, california, visitEmails, officeNotices }: PolicyFacts) {
  return {
    title: "Privacy Policy",
    description: `How ${churchName} collects, uses and protects your personal information.`,
    // Every statement about data below is kept by the code; tests/integration/privacy-promises.test.ts names each one.
    updated: "Last updated: 24 November 2026",
    intro: `${churchName} ("we", "us") respects your privacy. This policy explains what we collect through this website and our online forms, why, and the choices you have.`,
    sections: [
      {
        heading: "Information we collect",
        paragraphs: [
          `We collect only what you type into our forms. When you plan a visit: your name, e-mail address, phone number (if you give it), how many adults are coming, your children's ages (if you tell us), the service you plan to attend and whether you want a reminder. ${newsletter ? "When you join our e-mail list: your e-mail address. " : ""}Our other forms (contact, prayer requests, baptism, connect card) are hosted by our church-management provider, under its own privacy policy.`,
          "This website never receives billing information. When you give online, our giving provider collects your card or bank details and billing address on its own site; we never see or store full card numbers.",
          "Our server's logs record which page was asked for and when, not who asked. To stop abuse of our forms, the server counts form posts per network address in memory only: addresses are never written to disk or to a log, and the server clears each one from memory once its minute is over (it checks at the next form post, at most once a minute) and whenever it restarts.",
          "For church staff who sign in to manage this website, we keep their name, e-mail address and role, the public part of each passkey they add (their fingerprint, face or PIN never leaves their device), and an activity log of sign-ins, failed sign-in attempts, invitations, role changes, removals, publishes, restores, picture uploads and alert changes that says who did what and when, never from which network address. When they edit the website, we keep each person's unpublished drafts, and a revision of every publish: who published it and when, and the file's text before and after, which shows what changed. To stop guessing, sign-in attempts are counted in memory only, the same way as form posts: per network address for a minute, and per e-mail address for 15 minutes.",
        ],
      },
      {
        heading: "Cookies",
        paragraphs: [
          "This site sets one cookie for visitors, which it needs to work: it protects our forms from misuse and holds a random code, nothing about you. We do not use advertising or tracking cookies.",
          "Church staff who sign in get two more, sent only to the staff area (/admin), each holding a random code: one keeps them signed in until they sign out, after a day without use, or after two weeks at most; the other lasts ten minutes while they sign in with a code we e-mailed them.",
          "Embedded videos (Vimeo) and the map on our visit page (Google Maps) come from other services, which may set their own cookies when the player or the map loads.",
        ],
      },
      {
        heading: "How we use your information",
        paragraphs: [
          `We use your information to reply to you, to welcome you when you visit${newsletter ? " and to send the news and updates you asked for" : ""}.${newsletter ? " E-mail addresses for our list are kept with Mailchimp, the service that sends our newsletter." : ""}`,
          [
            visitEmails
              ? "When you plan a visit, we e-mail you a confirmation with a calendar invite, a reminder the day before (unless you ask for none), and a message whenever you change or cancel your plan. Each of these e-mails has a link that lets you change or cancel your visit without an account; the link works only for your plan."
              : "",
            officeNotices
              ? `We e-mail each plan${visitEmails ? ", change and cancellation" : ""} to our church office, with your children's ages for check-in.`
              : "",
            "Our staff can list who is coming to each service, with the children's ages, to welcome you and check your children in.",
            visitEmails || officeNotices ? "These e-mails go through our e-mail provider." : "",
          ]
            .filter(Boolean)
            .join(" "),
          "We never sell, rent or trade your personal information.",
        ],
      },
      {
        heading: "How long we keep it",
        paragraphs: [
          `Visit plans are deleted from this website one year after the date of the visit${visitEmails || officeNotices ? ", with the e-mails we sent about them" : ""}; the website checks every day.${newsletter ? " Your e-mail address stays on our list until you ask us to delete it; unsubscribing stops every newsletter e-mail at once." : ""}`,
          "The staff activity log keeps each entry for one year. A person removed from the staff is deleted one year after their removal; their passkeys and sign-in codes go at once. Sign-in codes and links are deleted a day after they expire, and sessions once they end; the website checks every day.",
          "A draft is kept until it is published or discarded, and a draft nobody has changed for one year is deleted. Each revision is deleted one year after its publish, like the activity log's entry for it; the website itself keeps showing what was published. The website checks every day.",
          "We keep a private backup copy of this website's data, made each day, and delete each copy once it is 14 days old, so whatever is deleted from the website is gone from our backups within 14 days.",
        ],
      },
      {
        heading: "Your rights",
        paragraphs: [
          `You may ask to see the information we hold about you, to correct it, or to delete it. When you ask us to delete it, we delete your visit plans${visitEmails ? " (and any reminder not yet sent)" : ""}${newsletter ? " and your e-mail list sign-up from this website and ask Mailchimp to delete you permanently from our list" : " from this website"}.${california ? " California residents have further rights under the California Consumer Privacy Act." : ""} We will answer every request within 30 days.`,
        ],
      },
      ...(newsletter
        ? [
            {
              heading: "Unsubscribing",
              paragraphs: [
                `Every newsletter e-mail has an unsubscribe link at the bottom.${visitEmails ? " The e-mails about a visit you planned stop when you cancel it with the link they carry (after one message confirming the cancellation), and you can ask for no reminder when you plan." : ""} You can also ask us to remove you from any list by e-mailing us.`,
              ],
            },
            {
              heading: "Anti-spam",
              paragraphs: [
                `We only e-mail people who asked to hear from us: after you sign up for our list, Mailchimp sends you one e-mail asking you to confirm, and you receive nothing else until you do.${visitEmails ? " Visit e-mails go only to the address given when the visit was planned, and only about that visit." : ""} We follow the CAN-SPAM Act, and every message says who it is from and how to stop receiving them.`,
              ],
            },
          ]
        : []),
      {
        heading: "Contact us",
        paragraphs: [`Questions about this policy or your information? E-mail ${email}.`],
      },
    ] satisfies PolicySection[],
    contactEmail: email,
  };
}
