import { expect, test } from "vitest";
import { calendarInvite } from "../../../tests/support/mail-parts";
import { withTestClock } from "../../../tests/support/test-clock";
import { getContent } from "~/server/content.server";
import { signatureMatches } from "~/server/site-secret.server";
import { outboxCounts } from "~/server/outbox.server";
import { getPlan } from "./visit-plans.server";
import { cancelVisit, changeVisit, planVisit } from "./visits.server";
import {
  content,
  deliverAll,
  manageLink,
  NOW,
  OFFICE,
  PUBLIC_URL,
  received,
  sundayServices,
  VISIT_MESSAGES,
  withMailCatcher,
} from "./test-support";

// The outbox delivers on the test's clock too: the visitor's e-mails go while the visit is still to come.
withTestClock(NOW);
const context = { content, now: NOW, fromPage: "/visit" };
const [first, second] = sundayServices(NOW);
// What the mails say of the church, from its content folder.
const CHURCH = content.church.name;
const { address } = getContent().church;
const ADDRESS = `${address.street}, ${address.city}, ${address.region ?? ""} ${address.postalCode ?? ""}`;

const form = {
  name: "Ann Lee",
  email: " Ann@Example.org ",
  phone: "(805) 555-0100",
  adults: "2",
  childrenAges: "4 and 7",
  service: first!.id,
};

const catcher = withMailCatcher();

test("a plan is stored with its fields cleaned up, and the visitor and the office each get one e-mail", async () => {
  const outcome = await planVisit(form, context);
  expect(outcome).toMatchObject({ ok: true, emailed: true });
  if (!outcome.ok) return;
  expect(getPlan(outcome.plan.id)).toMatchObject({
    name: "Ann Lee",
    email: "ann@example.org",
    adults: 2,
    childrenAges: [4, 7],
    serviceId: "2026-11-29T10:30~sunday-1030",
    serviceLabel: "Sunday, November 29, 2026 at 10:30 AM",
    status: "planned",
    reminder: "scheduled",
    reminderAt: Date.parse("2026-11-28T17:00:00-08:00"),
  });

  await deliverAll();
  const mails = await received(catcher());
  expect(mails.map((mail) => mail.envelopeTo).sort()).toEqual([["ann@example.org"], [OFFICE]]);
  const confirmation = mails.find((mail) => mail.envelopeTo[0] === "ann@example.org");
  const notice = mails.find((mail) => mail.envelopeTo[0] === OFFICE);

  // The visitor's confirmation: HTML and plain text, from the church, replies to its office.
  expect(confirmation!.subject).toBe(`Your visit to ${CHURCH}: Sunday, November 29, 2026 at 10:30 AM`);
  expect(confirmation!.from?.value).toEqual([{ name: CHURCH, address: content.church.email }]);
  expect(confirmation!.replyTo?.value[0]?.address).toBe(content.church.email);
  expect(confirmation!.html).toContain('<meta name="color-scheme" content="light dark"');
  const text = confirmation!.text ?? "";
  expect(text).toContain("Sunday, November 29, 2026 at 10:30 AM");
  expect(text).toContain("2 adults and 2 children (ages 4 and 7)");
  expect(text).toContain(ADDRESS);
  // The church's own map link: OpenStreetMap at its coordinates (church.yaml geo, issue 26).
  expect(text).toContain(content.church.mapUrl);
  expect(content.church.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
  expect(text).toContain("The spaces nearest the front door are kept for guests");
  expect(text).toContain("check in at the kids' welcome table");
  // Promised because it is scheduled (reminders.server.test.ts proves it goes).
  expect(text).toContain("We will e-mail you a reminder on Saturday, November 28, 2026 at 5:00 PM.");

  // The signed link, on the site's public address.
  const link = manageLink(confirmation!);
  expect(link.origin).toBe(PUBLIC_URL);
  expect(link.searchParams.get("visit")).toBe(outcome.plan.id);
  expect(signatureMatches("visit", outcome.plan.id, link.searchParams.get("sig"))).toBe(true);

  // The invite: PUBLISH, the church's zone, the service's instants.
  expect(calendarInvite(confirmation!)).toMatchObject({
    method: "PUBLISH",
    uid: `visit-${outcome.plan.id}@www.redwoodcoast.example`,
    sequence: 0,
    status: "CONFIRMED",
    timeZone: "America/Los_Angeles",
    start: Date.parse("2026-11-29T10:30:00-08:00"),
    end: Date.parse("2026-11-29T12:00:00-08:00"),
    summary: `${content.schedule.gatherings[0]!.name} at ${CHURCH}`,
    location: ADDRESS,
  });
  expect(confirmation!.attachments.some((part) => part.filename === "invite.ics")).toBe(true);

  // The office: who, when, the children's ages for check-in; a reply goes to the visitor.
  expect(notice!.subject).toBe("Plan a visit: Ann Lee, Sunday, November 29, 2026 at 10:30 AM");
  expect(notice!.replyTo?.value[0]?.address).toBe("ann@example.org");
  expect(notice!.text).toContain("2 adults and 2 children (ages 4 and 7)");
  expect(notice!.text).toContain("(805) 555-0100");
  expect(notice!.text).toContain("Planned for this service so far: 4 people.");
});

test("each bad field gets its own message and nothing is stored or sent", async () => {
  const outcome = await planVisit(
    { ...form, name: " ", email: "a@", phone: "call me", adults: "many", childrenAges: "four" },
    context,
  );
  expect(outcome).toEqual({
    ok: false,
    fieldErrors: {
      name: VISIT_MESSAGES.name,
      email: VISIT_MESSAGES.email,
      phone: VISIT_MESSAGES.phone,
      adults: VISIT_MESSAGES.adults,
      childrenAges: VISIT_MESSAGES.childrenAges,
    },
  });
  expect(await planVisit({ ...form, adults: "0", childrenAges: "" }, context)).toEqual({
    ok: false,
    fieldErrors: { adults: VISIT_MESSAGES.nobody },
  });
  expect(outboxCounts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
});

test("a service that has started, or one the church does not hold, is refused", async () => {
  const during = { ...context, now: first!.start + 60_000 };
  expect(await planVisit(form, during)).toEqual({ ok: false, fieldErrors: { service: VISIT_MESSAGES.past } });
  expect(await planVisit({ ...form, service: "2026-11-30T10:30~sunday-1030" }, context)).toEqual({
    ok: false,
    fieldErrors: { service: VISIT_MESSAGES.service },
  });
  expect(outboxCounts().pending).toBe(0);
});

test("a full service is refused, with the places left; a cancellation frees them", async () => {
  const small = {
    ...content,
    schedule: { ...content.schedule, gatherings: [{ ...content.schedule.gatherings[0]!, capacity: 5 }] },
  };
  const at = { ...context, content: small };
  const family = await planVisit(form, at);
  expect(family.ok).toBe(true);
  expect(await planVisit({ ...form, email: "ben@example.org", adults: "2" }, at)).toEqual({
    ok: false,
    fieldErrors: { service: VISIT_MESSAGES.fewLeft(1) },
  });
  expect((await planVisit({ ...form, email: "cam@example.org", adults: "1", childrenAges: "" }, at)).ok).toBe(true);
  expect(await planVisit({ ...form, email: "dee@example.org", adults: "1", childrenAges: "" }, at)).toEqual({
    ok: false,
    fieldErrors: { service: VISIT_MESSAGES.full },
  });
  if (family.ok) await cancelVisit(family.plan.id, at);
  expect((await planVisit({ ...form, email: "dee@example.org", adults: "1", childrenAges: "" }, at)).ok).toBe(true);
});

test("a change sends an updated invite with the same UID and a higher SEQUENCE; a cancellation sends METHOD:CANCEL", async () => {
  const planned = await planVisit(form, context);
  if (!planned.ok) throw new Error("not planned");
  const id = planned.plan.id;
  const changed = await changeVisit(id, second!.id, { content, now: NOW + 60_000 });
  expect(changed).toMatchObject({ ok: true, plan: { status: "changed", sequence: 1, serviceId: second!.id } });
  const cancelled = await cancelVisit(id, { content, now: NOW + 120_000 });
  expect(cancelled).toMatchObject({ ok: true, plan: { status: "cancelled", sequence: 2 } });
  await deliverAll();

  const visitor = (await received(catcher())).filter((mail) => mail.envelopeTo[0] === "ann@example.org");
  expect(visitor.map((mail) => mail.subject)).toEqual([
    `Your visit to ${CHURCH}: Sunday, November 29, 2026 at 10:30 AM`,
    `Your visit to ${CHURCH} is now ${second!.label}`,
    `Cancelled: your visit to ${CHURCH} on ${second!.label}`,
  ]);
  const invites = visitor.map((mail) => calendarInvite(mail));
  expect(invites.map((item) => [item?.method, item?.sequence, item?.status])).toEqual([
    ["PUBLISH", 0, "CONFIRMED"],
    ["PUBLISH", 1, "CONFIRMED"],
    ["CANCEL", 2, "CANCELLED"],
  ]);
  expect(new Set(invites.map((item) => item?.uid)).size).toBe(1);
  expect(invites[1]?.start).toBe(second!.start);
  expect(visitor[1]!.text).toContain("You changed your visit from Sunday, November 29, 2026 at 10:30 AM.");

  const office = (await received(catcher())).filter((mail) => mail.envelopeTo[0] === OFFICE);
  expect(office.map((mail) => mail.subject?.split(":")[0])).toEqual([
    "Plan a visit",
    "Visit changed",
    "Visit cancelled",
  ]);

  // Nothing more can be done with a cancelled plan.
  expect(await changeVisit(id, first!.id, { content, now: NOW + 180_000 })).toEqual({
    ok: false,
    refusal: "cancelled",
  });
  expect(await cancelVisit(id, { content, now: NOW + 180_000 })).toEqual({ ok: false, refusal: "cancelled" });
});

test("a visit that has begun cannot be changed or cancelled, and nothing is sent", async () => {
  const planned = await planVisit(form, context);
  if (!planned.ok) throw new Error("not planned");
  await deliverAll();
  const sent = catcher().messages.length;
  const later = { content, now: first!.start };
  expect(await changeVisit(planned.plan.id, second!.id, later)).toEqual({ ok: false, refusal: "past" });
  expect(await cancelVisit(planned.plan.id, later)).toEqual({ ok: false, refusal: "past" });
  expect(getPlan(planned.plan.id)).toMatchObject({ status: "planned", sequence: 0 });
  await deliverAll();
  expect(catcher().messages).toHaveLength(sent);
});

test("while the SMTP server is down the e-mails wait; once it is back each goes once, with the Message-ID it always had", async () => {
  await catcher().stop();
  const planned = await planVisit(form, context);
  expect(planned.ok).toBe(true);
  await deliverAll();
  expect(outboxCounts()).toMatchObject({ pending: 2, delivered: 0 });
  await catcher().start();
  // The retry is due after its backoff.
  await deliverAll(Date.now() + 5_000);
  expect(outboxCounts()).toMatchObject({ pending: 0, delivered: 2 });
  const ids = (await received(catcher())).map((mail) => mail.messageId);
  expect(new Set(ids).size).toBe(2);
});
