import type { PrivacyTopic } from "~/content/schema";
import type { Translate } from "~/i18n/translate";
import { REGISTRATION_RETENTION_DAYS } from "~/features/signups/retention";
import {
  formsStatements,
  givingStatement,
  groupsStatement,
  signUpsStatement,
  type FormPrivacyFacts,
} from "./feature-statements";
import { liveChatStatements, type LiveChatPrivacyFacts } from "./live-chat-statements";
import { english, list, sentences, yes } from "./statement-words";
import { pushStatements, type PushPrivacyFacts } from "./push-statements";
import { insightsStatement, type InsightsPrivacyFacts } from "./insights-statements";

/**
 * The privacy policy's statements about what this website does (issue 26):
 * the church's pages/privacy.yaml places them by topic (privacy-statements
 * sections) and writes the rest of its policy itself. Each sentence is written
 * from what is switched on, so it stays true of the code for any church;
 * tests/integration/privacy-promises.test.ts holds each one to it. The words
 * are the catalogue's (app/messages/<language>/privacy.json, issue 27): a
 * feature adds its sentences from its own area, `facts.x && t("x.privacy.kept")`.
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
  /**
   * A service has a capacity and visitors get e-mail: its plans are held until confirmed by their link,
   * with a code of the device (issue 28, decision 050; app/features/visits/plan-holds.server.ts).
   */
  visitHolds?: boolean;
  /**
   * The church's own forms (forms/<id>.yaml, issue 35), each with who reads its submissions and how many
   * days they are kept (app/features/forms: readers.server.ts, forms-privacy.server.ts). Left out: no form.
   */
  forms?: FormPrivacyFacts[];
  /** The live chat beside the stream (issue 45): its history's days and its prayer form. Left out: no chat. */
  liveChat?: LiveChatPrivacyFacts;
  /** Notifications to phones (issue 44, app/features/privacy/push-statements.ts); left out when they are off. */
  push?: PushPrivacyFacts;
  /** Visit counts for Staff → Insights (church.yaml's insights, issue 47). Left out: not said. */
  insights?: InsightsPrivacyFacts;
}

/** A topic's heading, in the language of `t` (English by default). */
export function privacyHeading(topic: PrivacyTopic, t: Translate = english): string {
  return t(`privacy.heading.${topic}`);
}

/** The paragraphs of one topic, each a string of sentences, in the language of `t` (English by default). */
export function privacyStatements(topic: PrivacyTopic, facts: PrivacyFacts, t: Translate = english): string[] {
  return [...STATEMENTS[topic](facts, t), ...liveChatStatements(topic, facts, t)].filter(
    (paragraph): paragraph is string => Boolean(paragraph),
  );
}

type Statements = (facts: PrivacyFacts, t: Translate) => (string | false)[];

const STATEMENTS: Record<PrivacyTopic, Statements> = {
  collected: (facts, t) => [
    sentences(
      t("privacy.collected.forms"),
      facts.events && (facts.registrations ? signUpsStatement("planningCenter", t) : t("privacy.collected.events")),
    ),
    facts.visitHolds === true && t("visit.privacy.holds"),
    sentences(facts.registrations && signUpsStatement("collected", t)),
    facts.giving === true && givingStatement("collected", t),
    facts.groups !== undefined && groupsStatement("collected", facts, t),
    sentences(...formsStatements("collected", facts, t)),
    ...pushStatements("collected", facts, t),
    t("privacy.collected.logs"),
    insightsStatement("collected", facts.insights, t),
    t("privacy.collected.staff"),
  ],
  cookies: (facts, t) => [
    sentences(t("privacy.cookies.visitors"), Boolean(facts.languageChoice) && t("privacy.cookies.languageChoice")),
    sentences(t("privacy.cookies.staff"), insightsStatement("cookies", facts.insights, t)),
    sentences(
      embedded(facts, t),
      facts.liveElsewhere !== null && t("privacy.cookies.liveElsewhere", { site: facts.liveElsewhere }),
    ),
  ],
  use: (facts, t) => [
    sentences(
      t("privacy.use.reply"),
      facts.newsletter === "mailchimp" ? t("privacy.use.listMailchimp") : t("privacy.use.listSite"),
    ),
    sentences(
      facts.visitEmails && t("privacy.use.visitEmails"),
      facts.officeNotices && t("privacy.use.officeNotices", { visitEmails: yes(facts.visitEmails) }),
      t("privacy.use.staffList"),
      (facts.visitEmails || facts.officeNotices) && t("privacy.use.provider"),
    ),
    facts.giving === true && givingStatement("use", t),
    sentences(
      facts.registrations && facts.email && signUpsStatement("emails", t),
      facts.registrations && signUpsStatement("rosters", t),
      facts.registrations && facts.registrationFees && signUpsStatement("fees", t),
    ),
    facts.groups !== undefined && groupsStatement("use", facts, t),
    sentences(...formsStatements("use", facts, t)),
    ...pushStatements("use", facts, t),
  ],
  kept: (facts, t) => [
    sentences(
      facts.registrations &&
        signUpsStatement("kept", t, { days: REGISTRATION_RETENTION_DAYS, emails: yes(facts.email) }),
    ),
    sentences(
      t("privacy.kept.visits", { withEmails: yes(facts.visitEmails || facts.officeNotices) }),
      t("privacy.kept.list"),
    ),
    facts.groups !== undefined && groupsStatement("kept", facts, t),
    sentences(...formsStatements("kept", facts, t)),
    ...pushStatements("kept", facts, t),
    t("privacy.kept.staff"),
    insightsStatement("kept", facts.insights, t),
    t("privacy.kept.drafts"),
    facts.giving === true && givingStatement("kept", t),
    t("privacy.kept.backups"),
  ],
  rights: (facts, t) => [
    facts.giving === true && givingStatement("rights", t),
    t("privacy.rights.ask", {
      reminders: yes(facts.visitEmails),
      mailchimp: yes(facts.newsletter === "mailchimp"),
    }),
    facts.registrations && signUpsStatement("rights", t),
    facts.groups !== undefined && groupsStatement("rights", facts, t),
    sentences(...formsStatements("rights", facts, t)),
    ...pushStatements("rights", facts, t),
  ],
  unsubscribing: (facts, t) => [
    sentences(
      facts.newsletter === "mailchimp" && t("privacy.unsubscribing.newsletter"),
      facts.visitEmails && t("privacy.unsubscribing.visits"),
      t("privacy.unsubscribing.ask"),
    ),
    ...pushStatements("unsubscribing", facts, t),
  ],
  "anti-spam": (facts, t) => [
    sentences(
      t("privacy.antiSpam.only"),
      facts.newsletter === "mailchimp" ? t("privacy.antiSpam.mailchimp") : facts.email && t("privacy.antiSpam.site"),
      facts.visitEmails && t("privacy.antiSpam.visits"),
    ),
  ],
};

/** Who else's content loads in our pages: the video players and the map, by their services' names. */
function embedded({ players, map }: PrivacyFacts, t: Translate): string | false {
  if (players.length > 0 && map) return t("privacy.cookies.playersAndMap", { players: list(players, t), map });
  if (players.length > 0) return t("privacy.cookies.players", { players: list(players, t), count: players.length });
  if (map) return t("privacy.cookies.map", { map });
  return false;
}
