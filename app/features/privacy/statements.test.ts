import { expect, test } from "vitest";
import { ALL_OFF } from "../../../tests/support/privacy-facts";
import { PRIVACY_TOPICS, type PrivacyTopic } from "~/content/schema";
import { translator, type Translate } from "~/i18n/translate";
import { catalogues } from "~/messages";
import { privacyHeading, privacyStatements, type PrivacyFacts } from "./statements";

/**
 * The privacy policy's statements for the configurations that matter (issue 26): every service off, the demo,
 * Mailchimp live with e-mail set up. What the sentences say is held to the code in
 * tests/integration/privacy-promises.test.ts; here, which sentences a configuration gets.
 */

const DEMO: PrivacyFacts = { ...ALL_OFF, players: ["Vimeo"], map: "Google Maps", events: true };
const MAILCHIMP_LIVE: PrivacyFacts = {
  ...DEMO,
  newsletter: "mailchimp",
  email: true,
  visitEmails: true,
  officeNotices: true,
  players: ["Vimeo", "YouTube"],
};

function policy(facts: PrivacyFacts, topics: readonly PrivacyTopic[] = PRIVACY_TOPICS, t?: Translate): string {
  return topics.flatMap((topic) => privacyStatements(topic, facts, t)).join("\n");
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

const SPANISH = translator("es", "US").t;
const EVERYTHING: PrivacyFacts = {
  ...MAILCHIMP_LIVE,
  liveElsewhere: "live.example.org",
  languageChoice: true,
  giving: true,
  email: true,
  registrations: true,
  registrationFees: true,
  groups: { answeredDays: 90, unansweredDays: 180 },
  visitHolds: true,
};

test("the Spanish policy: the same statements in Spanish, no English sentence, with the services' names", () => {
  for (const facts of [ALL_OFF, DEMO, MAILCHIMP_LIVE, EVERYTHING]) {
    for (const topic of PRIVACY_TOPICS) {
      // Sentence for sentence: as many paragraphs, each its own words.
      const english = privacyStatements(topic, facts);
      const spanish = privacyStatements(topic, facts, SPANISH);
      expect(spanish, topic).toHaveLength(english.length);
      spanish.forEach((paragraph, index) => expect(paragraph).not.toBe(english[index]));
    }
  }
  expect(privacyHeading("kept", SPANISH)).toBe("Cuánto tiempo la guardamos");
  expect(privacyHeading("kept")).toBe("How long we keep it");
  const text = policy(EVERYTHING, PRIVACY_TOPICS, SPANISH);
  for (const [key, message] of catalogues.en) {
    if (key.startsWith("privacy.") && !/[{}]/.test(message)) expect(text, key).not.toContain(message);
  }
  expect(text).toContain(
    "Los videos incrustados (Vimeo y YouTube) y el mapa de nuestras páginas (Google Maps) vienen de otros servicios",
  );
  expect(text).toContain("Nuestra transmisión en vivo se reproduce en live.example.org");
  expect(text).toContain("y le pedimos a Mailchimp que lo borre definitivamente de nuestra lista");
  expect(text).toContain("(y cualquier recordatorio aún no enviado)");
  expect(text).toContain("Enviamos por correo cada plan, cambio y cancelación a la oficina de la iglesia");
  expect(policy(ALL_OFF, PRIVACY_TOPICS, SPANISH)).not.toMatch(/Mailchimp|Vimeo|Google|Planning Center|ofrenda/);
  expect(privacyStatements("cookies", { ...ALL_OFF, players: ["Vimeo"] }, SPANISH)[2]).toBe(
    "Los videos incrustados (Vimeo) vienen de otro servicio, que puede guardar sus propias cookies cuando se carga el reproductor.",
  );
});

/** How often each figure is stated: the digits ("14") and the numbers written as words ("one year"). */
function figures(text: string, words: Record<string, RegExp>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const digits of text.match(/\d+/g) ?? []) counts[digits] = (counts[digits] ?? 0) + 1;
  for (const [figure, pattern] of Object.entries(words)) counts[figure] = text.match(pattern)?.length ?? 0;
  return counts;
}

test("the Spanish policy states the same numbers, as often, as the English one the tests hold to the code", () => {
  const english = figures(policy(EVERYTHING), {
    "a minute": /\b(a|its) minute\b|once a minute/g,
    "a day": /\ba day\b|made each day|every day/g,
    "one year": /\b(one|a) year\b/g,
    "two weeks": /\btwo weeks\b/g,
    "ten minutes": /\bten minutes\b/g,
    "seven years": /\bseven years\b/g,
  });
  const spanish = figures(policy(EVERYTHING, PRIVACY_TOPICS, SPANISH), {
    "a minute": /\b(un|su) minuto\b|una vez por minuto/g,
    "a day": /\bun día\b|hecha cada día|cada día/g,
    "one year": /\bun año\b/g,
    "two weeks": /\bdos semanas\b/g,
    "ten minutes": /\bdiez minutos\b/g,
    "seven years": /\bsiete años\b/g,
  });
  expect(english["14"]).toBe(2);
  expect(english["one year"]).toBeGreaterThan(3);
  expect(spanish).toEqual(english);
});

test("the church's own forms: what they keep, who reads each (a private one by name of its readers) and for how long", () => {
  const facts: PrivacyFacts = {
    ...DEMO,
    forms: [
      { title: "Contact us", days: 365 },
      { title: "Prayer request", days: 90, private: { roles: ["care"], people: true } },
    ],
  };
  const text = policy(facts);
  expect(text).toContain("Our forms (“Contact us” and “Prayer request”) keep what you write in them on this website");
  expect(text).toContain("Answers to “Contact us” are read by the staff who run and edit this website.");
  expect(text).toContain(
    "Answers to “Prayer request” are private: only the website's owners, our care team and the staff the church names for it read them",
  );
  expect(text).toContain("Answers to “Prayer request” are deleted from this website 90 days after you send them");
  expect(text).toContain("Answers to “Contact us” are deleted from this website 365 days after you send them");
  expect(text).toContain("everything you sent through our forms with your e-mail address");
  expect(policy(DEMO)).not.toContain("Our forms");
  // In Spanish, sentence for sentence, with the same days.
  const spanish = policy(facts, PRIVACY_TOPICS, SPANISH);
  expect(spanish).toContain("Las respuestas a “Prayer request” se borran de este sitio 90 días después");
  expect(spanish).toContain("nuestro equipo de cuidado");
});
