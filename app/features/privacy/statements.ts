import type { PrivacyTopic } from "~/content/schema";
import { translator } from "~/i18n/translate";
import { REGISTRATION_RETENTION_DAYS } from "~/features/signups/retention";

/**
 * The privacy policy's statements about what this website does (issue 26):
 * the church's pages/privacy.yaml places them by topic (privacy-statements
 * sections) and writes the rest of its policy itself. Each sentence is written
 * from what is switched on, so it stays true of the code for any church;
 * tests/integration/privacy-promises.test.ts holds each one to it.
 */

/** What the statements depend on: the services that are on and what the content embeds. */
export interface PrivacyFacts {
  /** Where the e-mail list is kept: this website alone, or this website and Mailchimp. */
  newsletter: "site" | "mailchimp";
  /**
   * A sign-up to this site's own list is confirmed by e-mail: SMTP_URL and PUBLIC_URL are set (the
   * confirmation's link needs the site's address; app/features/newsletter/local-list.server.ts).
   */
  email: boolean;
  /** Visitors get their plan's e-mails (SMTP_URL and PUBLIC_URL). */
  visitEmails: boolean;
  /** The office gets a notice of each plan (SMTP_URL and VISIT_NOTIFY_TO). */
  officeNotices: boolean;
  /** The platforms whose players the pages embed (the live stream, sermons, videos sections), by name. */
  players: string[];
  /** The live stream's site when the live page links to it rather than embedding it. */
  liveElsewhere: string | null;
  /** The embedded map's service, when a page shows the map. */
  map: string | null;
  /** Events come from Planning Center (events are on). */
  events: boolean;
  /** The site speaks more than one language: its language switch remembers the choice in a cookie (issue 27). */
  languageChoice?: boolean;
  /** Gifts are taken on this site, through Stripe (giving.yaml mode: stripe; issue 30). */
  giving?: boolean;
  /** Some event takes sign-ups on this website (issue 28), and whether any charges a fee (through Stripe). */
  registrations: boolean;
  registrationFees: boolean;
  /**
   * A page has the group finder, whose Ask to join form keeps requests (issue 28): how many days an
   * answered one and an unanswered one are kept (app/features/groups/join-privacy.server.ts). Left out: no finder.
   */
  groups?: { answeredDays: number; unansweredDays: number };
}

export const PRIVACY_HEADINGS: Record<PrivacyTopic, string> = {
  collected: "Information we collect",
  cookies: "Cookies",
  use: "How we use your information",
  kept: "How long we keep it",
  rights: "Your rights",
  unsubscribing: "Unsubscribing",
  "anti-spam": "Anti-spam",
};

/** The paragraphs of one topic, each a string of sentences. */
export function privacyStatements(topic: PrivacyTopic, facts: PrivacyFacts): string[] {
  return STATEMENTS[topic](facts).filter((paragraph): paragraph is string => Boolean(paragraph));
}

/**
 * What is kept about a donor, and for how long (issue 30, item 8), in the
 * catalogue's words (app/messages/<language>/giving-donor.json): the numbers
 * are app/features/giving/giving-privacy.server.ts's, and its test holds them.
 */
export function givingStatement(topic: "collected" | "use" | "kept" | "rights"): string {
  return translator("en").t(`givingDonor.privacy.${topic}`);
}

/**
 * What an event registration keeps, and for how long (issue 28), in the catalogue's
 * words (app/messages/<language>/sign-ups.json); the days are app/features/signups/retention.ts's.
 */
export function signUpsStatement(
  topic: "planningCenter" | "collected" | "emails" | "rosters" | "fees" | "kept" | "rights",
  values?: Record<string, string | number>,
): string {
  return translator("en").t(`signUps.privacy.${topic}`, values);
}

/**
 * What a request to join a group keeps, who gets it and for how long (issue 28, item 8), in the
 * catalogue's words (app/messages/<language>/groups.json): the days are
 * app/features/groups/join-privacy.server.ts's, and tests/integration/privacy-promises.test.ts holds them.
 */
export function groupsStatement(topic: "collected" | "use" | "kept" | "rights", facts: PrivacyFacts): string {
  const { t } = translator("en");
  const emails = facts.visitEmails ? "yes" : "no";
  if (topic === "use") return t("groups.privacy.use", { emails });
  if (topic === "kept") return t("groups.privacy.kept", { emails, answeredDays: facts.groups?.answeredDays ?? 0, unansweredDays: facts.groups?.unansweredDays ?? 0 });
  return t(`groups.privacy.${topic}`);
}

function sentences(...parts: (string | false)[]): string {
  return parts.filter(Boolean).join(" ");
}

function list(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const STATEMENTS: Record<PrivacyTopic, (facts: PrivacyFacts) => (string | false)[]> = {
  collected: (facts) => [
    sentences(
      "We collect only what you type into our forms. When you plan a visit: your name, e-mail address, phone number (if you give it), how many adults are coming, your children's ages (if you tell us), the service you plan to attend and whether you want a reminder. When you join our e-mail list: your e-mail address. With either we keep the language of the page you used, so we write to you in it.",
      facts.events &&
        (facts.registrations
          ? signUpsStatement("planningCenter")
          : "Our events list comes from Planning Center, our church-management service: signing up for an event happens on Planning Center's own site, under its own privacy policy."),
    ),
    sentences(facts.registrations && signUpsStatement("collected")),
    facts.giving === true && givingStatement("collected"),
    facts.groups !== undefined && groupsStatement("collected", facts),
    "Our server's logs record which page was asked for and when, not who asked. To stop abuse of our forms, the server counts form posts per network address in memory only: addresses are never written to disk or to a log, and the server clears each one from memory once its minute is over (it checks at the next form post, at most once a minute) and whenever it restarts.",
    "For church staff who sign in to manage this website, we keep their name, e-mail address and role, the public part of each passkey they add (their fingerprint, face or PIN never leaves their device), and an activity log of sign-ins, failed sign-in attempts, invitations, role changes, removals, publishes, restores, picture uploads and alert changes that says who did what and when, never from which network address. When they edit the website, we keep each person's unpublished drafts, and a revision of every publish: who published it and when, and the file's text before and after, which shows what changed. To stop guessing, sign-in attempts are counted in memory only, the same way as form posts: per network address for a minute, and per e-mail address for 15 minutes.",
  ],
  cookies: (facts) => [
    sentences(
      "This site sets one cookie for visitors, which it needs to work: it protects our forms from misuse and holds a random code, nothing about you. We do not use advertising or tracking cookies.",
      Boolean(facts.languageChoice) &&
        'If you choose a language with the switch at the top of our pages, a second cookie remembers it for a year: it holds the language alone (such as "es"), so that our home page opens in it.',
    ),
    "Church staff who sign in get two more, sent only to the staff area (/admin), each holding a random code: one keeps them signed in until they sign out, after a day without use, or after two weeks at most; the other lasts ten minutes while they sign in with a code we e-mailed them.",
    sentences(
      embedded(facts),
      facts.liveElsewhere !== null && `Our live stream plays on ${facts.liveElsewhere}, under its own privacy policy.`,
    ),
  ],
  use: (facts) => [
    sentences(
      "We use your information to reply to you, to welcome you when you visit and to send the news and updates you asked for.",
      facts.newsletter === "mailchimp"
        ? "E-mail addresses for our list are kept on this website and with Mailchimp, the service that sends our newsletter."
        : "E-mail addresses for our list are kept on this website only: it sends them to no mailing service.",
    ),
    sentences(
      facts.visitEmails &&
        "When you plan a visit, we e-mail you a confirmation with a calendar invite, a reminder the day before (unless you ask for none), and a message whenever you change or cancel your plan. Each of these e-mails has a link that lets you change or cancel your visit without an account; the link works only for your plan.",
      facts.officeNotices &&
        `We e-mail each plan${facts.visitEmails ? ", change and cancellation" : ""} to our church office, with your children's ages for check-in.`,
      "Our staff can list who is coming to each service, with the children's ages, to welcome you and check your children in.",
      (facts.visitEmails || facts.officeNotices) && "These e-mails go through our e-mail provider.",
    ),
    facts.giving === true && givingStatement("use"),
    sentences(
      facts.registrations && facts.email && signUpsStatement("emails"),
      facts.registrations && signUpsStatement("rosters"),
      facts.registrations && facts.registrationFees && signUpsStatement("fees"),
    ),
    facts.groups !== undefined && groupsStatement("use", facts),
  ],
  kept: (facts) => [
    sentences(
      facts.registrations &&
        signUpsStatement("kept", { days: REGISTRATION_RETENTION_DAYS, emails: facts.email ? "yes" : "no" }),
    ),
    sentences(
      `Visit plans are deleted from this website one year after the date of the visit${facts.visitEmails || facts.officeNotices ? ", with the e-mails we sent about them" : ""}; the website checks every day.`,
      "Your e-mail address stays on our list until you ask us to delete it.",
    ),
    facts.groups !== undefined && groupsStatement("kept", facts),
    "The staff activity log keeps each entry for one year. A person removed from the staff is deleted one year after their removal; their passkeys and sign-in codes go at once. Sign-in codes and links are deleted a day after they expire, and sessions once they end; the website checks every day.",
    "A draft is kept until it is published or discarded, and a draft nobody has changed for one year is deleted. Each revision is deleted one year after its publish, like the activity log's entry for it; the website itself keeps showing what was published. The website checks every day.",
    facts.giving === true && givingStatement("kept"),
    "We keep a private backup copy of this website's data, made each day, and delete each copy once it is 14 days old, so whatever is deleted from the website is gone from our backups within 14 days.",
  ],
  rights: (facts) => [
    facts.giving === true && givingStatement("rights"),
    `You may ask to see the information we hold about you, to correct it, or to delete it. When you ask us to delete it, we delete your visit plans${facts.visitEmails ? " (and any reminder not yet sent)" : ""} and your e-mail list sign-up from this website${facts.newsletter === "mailchimp" ? " and ask Mailchimp to delete you permanently from our list" : ""}.`,
    facts.registrations && signUpsStatement("rights"),
    facts.groups !== undefined && groupsStatement("rights", facts),
  ],
  unsubscribing: (facts) => [
    sentences(
      facts.newsletter === "mailchimp" && "Every newsletter e-mail has an unsubscribe link at the bottom.",
      facts.visitEmails &&
        "The e-mails about a visit you planned stop when you cancel it with the link they carry (after one message confirming the cancellation), and you can ask for no reminder when you plan.",
      "You can also ask us to remove you from any list by e-mailing us.",
    ),
  ],
  "anti-spam": (facts) => [
    sentences(
      "We only e-mail people who asked to hear from us.",
      facts.newsletter === "mailchimp"
        ? "After you sign up for our list, Mailchimp sends you one e-mail asking you to confirm, and you receive nothing else until you do."
        : facts.email && "After you sign up for our list, we send you one e-mail asking you to confirm your address.",
      facts.visitEmails &&
        "Visit e-mails go only to the address given when the visit was planned, and only about that visit.",
    ),
  ],
};

/** Who else's content loads in our pages: the video players and the map, by their services' names. */
function embedded({ players, map }: PrivacyFacts): string | false {
  if (players.length > 0 && map)
    return `Embedded videos (${list(players)}) and the map on our pages (${map}) come from other services, which may set their own cookies when the player or the map loads.`;
  if (players.length > 0)
    return players.length > 1
      ? `Embedded videos (${list(players)}) come from other services, which may set their own cookies when a player loads.`
      : `Embedded videos (${list(players)}) come from another service, which may set its own cookies when the player loads.`;
  if (map)
    return `The map on our pages (${map}) comes from another service, which may set its own cookies when the map loads.`;
  return false;
}
