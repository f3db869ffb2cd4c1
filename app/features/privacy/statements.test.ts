import { expect, test } from "vitest";
import { PRIVACY_TOPICS, type PrivacyTopic } from "~/content/schema";
import { privacyStatements, type PrivacyFacts } from "./statements";

/**
 * The privacy policy's statements for the configurations that matter (issue 26): every service off, the demo,
 * Mailchimp live with e-mail set up. What the sentences say is held to the code in
 * tests/integration/privacy-promises.test.ts; here, which sentences a configuration gets.
 */

const ALL_OFF: PrivacyFacts = {
  newsletter: "site",
  email: false,
  visitEmails: false,
  officeNotices: false,
  players: [],
  liveElsewhere: null,
  map: null,
  events: false,
  registrations: false,
  registrationFees: false,
};
const DEMO: PrivacyFacts = { ...ALL_OFF, players: ["Vimeo"], map: "Google Maps", events: true };
const MAILCHIMP_LIVE: PrivacyFacts = {
  ...DEMO,
  newsletter: "mailchimp",
  email: true,
  visitEmails: true,
  officeNotices: true,
  players: ["Vimeo", "YouTube"],
};

function policy(facts: PrivacyFacts, topics: readonly PrivacyTopic[] = PRIVACY_TOPICS): string {
  return topics.flatMap((topic) => privacyStatements(topic, facts)).join("\n");
}

test("with every service off, the policy names no service, player, map, giving provider or church-management provider", () => {
  const text = policy(ALL_OFF);
  for (const absent of [
    "Mailchimp",
    "Vimeo",
    "YouTube",
    "Google",
    "Planning Center",
    "giving",
    "church-management",
    "embedded",
    "Embedded",
  ])
    expect(text, absent).not.toContain(absent);
  expect(text).toContain(
    "E-mail addresses for our list are kept on this website only: it sends them to no mailing service.",
  );
  expect(text).toContain("we delete your visit plans and your e-mail list sign-up from this website.");
  // Without e-mail set up, no e-mail is promised.
  expect(text).not.toMatch(/we e-mail you|one e-mail asking you to confirm|Visit e-mails/);
  expect(text).toContain(
    "Visit plans are deleted from this website one year after the date of the visit; the website checks every day.",
  );
  expect(privacyStatements("unsubscribing", ALL_OFF)).toEqual([
    "You can also ask us to remove you from any list by e-mailing us.",
  ]);
});

test("the demo: its list kept on this site, Vimeo's players, Google's map and Planning Center's events", () => {
  const text = policy(DEMO);
  expect(text).not.toContain("Mailchimp");
  expect(text).toContain("kept on this website only");
  expect(privacyStatements("cookies", DEMO)).toContain(
    "Embedded videos (Vimeo) and the map on our pages (Google Maps) come from other services, which may set their own cookies when the player or the map loads.",
  );
  expect(text).toContain("signing up for an event happens on Planning Center's own site");
  expect(text).not.toMatch(/giving|billing/);
});

test("Mailchimp live with e-mail set up: the list at Mailchimp, its confirmation, and every visit e-mail", () => {
  const text = policy(MAILCHIMP_LIVE);
  expect(text).toContain("kept on this website and with Mailchimp, the service that sends our newsletter");
  expect(text).toContain("Mailchimp sends you one e-mail asking you to confirm");
  expect(text).toContain("and ask Mailchimp to delete you permanently from our list");
  expect(text).toContain("Every newsletter e-mail has an unsubscribe link at the bottom.");
  expect(text).toContain("we e-mail you a confirmation with a calendar invite");
  expect(text).toContain("We e-mail each plan, change and cancellation to our church office");
  expect(text).toContain("(and any reminder not yet sent)");
  expect(text).toContain("Embedded videos (Vimeo and YouTube) and the map on our pages (Google Maps)");
  expect(text).not.toContain("kept on this website only");
});

test("this site's own list with e-mail set up: the sign-up is confirmed by the site's own e-mail", () => {
  const text = privacyStatements("anti-spam", { ...ALL_OFF, email: true }).join(" ");
  expect(text).toBe(
    "We only e-mail people who asked to hear from us. After you sign up for our list, we send you one e-mail asking you to confirm your address.",
  );
});

test("a live stream on a site the page links to rather than embeds is named as such, not as a player", () => {
  const [, , third] = privacyStatements("cookies", { ...ALL_OFF, liveElsewhere: "live.example.org" });
  expect(third).toBe("Our live stream plays on live.example.org, under its own privacy policy.");
  expect(privacyStatements("cookies", ALL_OFF)).toHaveLength(2);
});

test("a site in two languages says its switch remembers the choice in a second cookie; a one-language site does not", () => {
  expect(privacyStatements("cookies", { ...DEMO, languageChoice: true })[0]).toContain(
    "a second cookie remembers it for a year: it holds the language alone",
  );
  expect(privacyStatements("cookies", { ...DEMO, languageChoice: false })[0]).not.toContain("second cookie");
});

test("giving on this site: the policy says what is kept about a donor, for how long, and what deletion leaves", () => {
  const text = policy({ ...DEMO, giving: true });
  expect(text).toContain("Stripe");
  expect(text).toContain("seven years after the end of the year of the gift");
  expect(text).toContain("every link to your giving we e-mailed you");
  expect(policy(DEMO)).not.toContain("gift");
});

test("events that take sign-ups: what a registration keeps, its e-mails and its 30 days; Stripe only when an event charges a fee", () => {
  const free: PrivacyFacts = { ...ALL_OFF, email: true, registrations: true };
  const text = policy(free);
  expect(text).toContain("the name of each person you sign up (and their age, if the event asks)");
  expect(text).toContain(
    "Event registrations are deleted from this website 30 days after the event, with the e-mails we sent about them; the website checks every day.",
  );
  expect(text).toContain("we also delete your event registrations from this website");
  expect(text).not.toContain("Stripe");
  expect(policy({ ...free, registrationFees: true })).toContain(
    "Event fees are not gifts and appear in no giving statement.",
  );
  // Without e-mail, no registration e-mail is promised; without sign-ups, no word of them.
  expect(policy({ ...free, email: false })).not.toContain("When you sign up for an event, we e-mail you");
  expect(policy(ALL_OFF)).not.toMatch(/registration/i);
});
