import { expect, inject, test } from "vitest";
import { loadContentFolder } from "~/content/load.server";
import type { ChurchContent } from "~/content/model";
import { privacyFactsOf } from "./facts.server";

/** What the privacy policy's statements are written from (issue 26): the settings and the content folder. */

const { content: demo } = inject("demoContent");
const loaded = await loadContentFolder("tests/fixtures/content/eastholm");
if (!loaded.ok) throw new Error("the second church's folder does not load");
const eastholm = loaded.content;

const OFF = { vimeo: "off", planningCenter: "off", mailchimp: "off" } as const;
const DEMO = { vimeo: "demo", planningCenter: "demo", mailchimp: "demo" } as const;

function withLive(content: ChurchContent, embedUrl: string): ChurchContent {
  return { ...content, services: { ...content.services, live: { ...content.services.live, embedUrl } } };
}

test("the demo: Vimeo's players (live stream, sermons, the Christmas videos), OpenStreetMap's map (its coordinates), events, its own list, the group finder", () => {
  expect(privacyFactsOf(demo, { modes: DEMO })).toEqual({
    newsletter: "site",
    email: false,
    visitEmails: false,
    officeNotices: false,
    players: ["Vimeo"],
    liveElsewhere: null,
    map: "OpenStreetMap",
    events: true,
    // English and Spanish: the language switch's cookie (issue 27).
    languageChoice: true,
    giving: true,
    // Whether the demo's own events take sign-ups is the next test's subject.
    registrations: expect.any(Boolean),
    registrationFees: expect.any(Boolean),
    // /groups has the group finder, whose requests to join are kept 90 days after the answer (180 unanswered).
    groups: { answeredDays: 90, unansweredDays: 180 },
    // Its own forms (issue 35): read by owners and editors and kept a year, but prayer: private to the care
    // team and one named pastor, kept 90 days.
    forms: [
      { title: "Ask about baptism", days: 365 },
      { title: "Connect card", days: 365 },
      { title: "Contact us", days: 365 },
      { title: "Prayer request", days: 90, private: { roles: ["care"], people: true } },
      { title: "Sign me up to serve", days: 365 },
    ],
    // No service of the demo's has a capacity, and it sends no e-mail: no plan is held.
    visitHolds: false,
    // Issue 45: the chat beside the stream, its history kept 7 days, a prayer conversation passed to the prayer form.
    liveChat: { historyDays: 7, prayerForm: "Prayer request" },
    // Visits counted for Staff → Insights (issue 47), leaving out browsers that ask not to be tracked, two years.
    insights: { count: true, honourDoNotTrack: true, keepDays: 731 },
  });
});

test("a service with a capacity, with visitors' e-mail: plans are held until confirmed, a fact of the policy", () => {
  const mail = { modes: OFF, SMTP_URL: "smtp://mail.example.org", PUBLIC_URL: "https://church.example" };
  expect(privacyFactsOf(eastholm, mail).visitHolds).toBe(
    eastholm.services.gatherings.some((gathering) => gathering.capacity !== undefined),
  );
  const limited = {
    ...demo,
    services: {
      ...demo.services,
      gatherings: demo.services.gatherings.map((gathering) => ({ ...gathering, capacity: 40 })),
    },
  };
  expect(privacyFactsOf(limited, mail).visitHolds).toBe(true);
  expect(privacyFactsOf(limited, { modes: OFF }).visitHolds).toBe(false);
  expect(privacyFactsOf(demo, mail).visitHolds).toBe(false);
});

test("every service off: only the live stream's player, by its platform; no events", () => {
  const facts = privacyFactsOf(eastholm, { modes: OFF });
  expect(facts).toMatchObject({ newsletter: "site", players: ["Vimeo"], events: false });
  // The second church has no group finder: no requests to join, nothing said about them.
  expect(facts.groups).toBeUndefined();
  const onYouTube = privacyFactsOf(withLive(eastholm, "https://www.youtube.com/embed/live_stream?channel=UC123"), {
    modes: OFF,
  });
  expect(onYouTube.players).toEqual(["YouTube"]);
  const elsewhere = privacyFactsOf(withLive(eastholm, "https://stream.example.org/live"), { modes: OFF });
  expect(elsewhere).toMatchObject({ players: [], liveElsewhere: "stream.example.org" });
});

test("Mailchimp live, e-mail set up with the office's address: the list at Mailchimp and every e-mail", () => {
  const facts = privacyFactsOf(withLive(demo, "https://www.facebook.com/plugins/video.php?href=x"), {
    modes: { ...DEMO, mailchimp: "live" },
    SMTP_URL: "smtp://mail.example.org",
    PUBLIC_URL: "https://www.example.org",
    VISIT_NOTIFY_TO: "office@example.org",
  });
  expect(facts).toMatchObject({ newsletter: "mailchimp", email: true, visitEmails: true, officeNotices: true });
  expect(facts.players).toEqual(["Facebook", "Vimeo"]);
});

test("e-mail without the site's public address: no confirmation of the own list is promised (its link needs the address)", () => {
  const facts = privacyFactsOf(demo, { modes: DEMO, SMTP_URL: "smtp://mail.example.org" });
  expect(facts).toMatchObject({ newsletter: "site", email: false, visitEmails: false });
  const confirmed = privacyFactsOf(demo, {
    modes: DEMO,
    SMTP_URL: "smtp://mail.example.org",
    PUBLIC_URL: "https://www.example.org",
  });
  expect(confirmed).toMatchObject({ newsletter: "site", email: true, visitEmails: true });
});

test("events that take sign-ups on this site, and any priced attendee type, are facts of the policy", () => {
  const settings = { open: true, attendeeTypes: [], ageAsked: false, questions: [], perSignUpLimit: 6 };
  const event = {
    id: "vbs",
    name: "VBS",
    picture: null,
    start: "2027-07-12 09:00",
    allDay: false,
    startsAt: 0,
    endsAt: null,
  };
  expect(privacyFactsOf({ ...eastholm, events: [event], signUps: {} }, { modes: OFF })).toMatchObject({
    registrations: false,
    registrationFees: false,
  });
  expect(
    privacyFactsOf({ ...eastholm, events: [{ ...event, registration: settings }], signUps: {} }, { modes: OFF }),
  ).toMatchObject({ registrations: true, registrationFees: false });
  const priced = { ...settings, attendeeTypes: [{ id: "child", name: "Child", price: 2000 }] };
  expect(privacyFactsOf({ ...eastholm, events: [], signUps: { "123": priced } }, { modes: OFF })).toMatchObject({
    registrations: true,
    registrationFees: true,
  });
});
