import { Parser } from "htmlparser2";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { MailCatcher } from "../../../scripts/lib/mail-catcher.mjs";
import { getDb } from "~/server/db.server";
import { outboxCounts, outboxDb } from "~/server/outbox.server";
import { renderVisitorEmail, type VisitorEmailProps } from "~/features/visits/emails/visitor-email";
import { deliverAll, freshSite, received, startCatcher, tearDown } from "~/features/visits/test-support";
import { deleteQueuedMail, deliverMail, messageIdFor, queueMail, registerMailTemplate } from "./mail.server";

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startCatcher();
});
beforeEach(() => {
  freshSite(catcher);
  registerMailTemplate("hello", async ({ name }: { name: string }) => ({
    subject: `Hello ${name}`,
    html: `<p>Hello ${name}</p>`,
    text: `Hello ${name}`,
  }));
});
afterAll(async () => {
  tearDown();
  await catcher.stop();
});

const NOW = Date.parse("2026-11-23T09:00:00-08:00");
const hello = (key: string, extra: object = {}) => ({
  key,
  template: "hello",
  to: "ann@example.org",
  props: { name: "Ann" },
  now: NOW,
  ...extra,
});

test("without SMTP_URL nothing is queued, so nothing waits for a server that does not exist", () => {
  freshSite(catcher, { SMTP_URL: undefined });
  expect(queueMail(getDb(), hello("greeting:1"))).toBe(false);
  expect(outboxCounts()).toEqual({ pending: 0, delivered: 0, failed: 0 });
});

test("a key queued twice is one message", async () => {
  outboxDb();
  expect(queueMail(getDb(), hello("greeting:1"))).toBe(true);
  expect(queueMail(getDb(), hello("greeting:1"))).toBe(true);
  await deliverAll();
  expect(catcher.messages).toHaveLength(1);
});

test("a message sent again (the site stopped before it recorded the first) carries the same Message-ID, so it is recognised", async () => {
  outboxDb();
  queueMail(getDb(), hello("greeting:2"));
  const row = getDb().prepare("SELECT payload FROM outbox").get() as { payload: string };
  const payload = JSON.parse(row.payload) as unknown;
  await deliverMail(payload);
  await deliverMail(payload);
  const ids = (await received(catcher)).map((mail) => mail.messageId);
  expect(ids).toEqual([messageIdFor("greeting:2"), messageIdFor("greeting:2")]);
  expect(ids[0]).toMatch(/^<[\w-]{32}@www\.redwoodcoast\.example>$/);
  expect(messageIdFor("greeting:3")).not.toBe(ids[0]);
});

test("a message is not sent at or after its notAfter, and the row says why", async () => {
  outboxDb();
  queueMail(getDb(), hello("greeting:late", { notAfter: NOW }));
  expect(
    await deliverMail(
      JSON.parse((getDb().prepare("SELECT payload FROM outbox").get() as { payload: string }).payload),
      NOW,
    ),
  ).toEqual({
    kind: "rejected",
    reason: "not sent: too late (what it was about has begun)",
  });
  expect(catcher.messages).toHaveLength(0);
});

test("messages are forgotten by key prefix, sent or not, or only the unsent ones", async () => {
  outboxDb();
  const db = getDb();
  queueMail(db, hello("visit:a:confirmation:0"));
  await deliverAll();
  queueMail(db, hello("visit:a:reminder:1"));
  queueMail(db, hello("visit:b:confirmation:0"));
  queueMail(db, hello("visit_a_x"));
  expect(deleteQueuedMail(db, "visit:a:", { unsentOnly: true })).toBe(1);
  expect(deleteQueuedMail(db, "visit:a:")).toBe(1);
  // "_" and "%" in a prefix are literal.
  expect(deleteQueuedMail(db, "visit_")).toBe(1);
  expect(outboxCounts()).toEqual({ pending: 1, delivered: 0, failed: 0 });
});

/** Every inline `style` of the HTML, by element. */
function stylesOf(html: string): { tag: string; style: string }[] {
  const found: { tag: string; style: string }[] = [];
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (attributes.style) found.push({ tag, style: attributes.style });
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

test("the e-mails read well in dark mode and at large text sizes: one fluid column, no fixed heights, no tiny text", async () => {
  const props: VisitorEmailProps = {
    kind: "confirmation",
    sender: {
      name: "Redwood Coast Church",
      addressLine: "1 Main St",
      email: "office@example.org",
      origin: "https://www.example.org",
      language: "en",
    },
    visitId: "v1",
    sequence: 0,
    name: "Ann",
    serviceName: "Sunday Morning Service",
    serviceLabel: "Sunday, November 29, 2026 at 10:30 AM",
    serviceStart: Date.parse("2026-11-29T18:30:00Z"),
    serviceEnd: Date.parse("2026-11-29T19:45:00Z"),
    adults: 1,
    childrenAges: [3],
    timeZone: "America/Los_Angeles",
    place: {
      addressLine: "1 Main St",
      mapUrl: "https://maps.example.org/",
      parking: "Park **anywhere**.",
      kidsCheckIn: "Come early.",
    },
    manageUrl: "https://www.example.org/my-visit?visit=v1&sig=s",
    changedAt: NOW,
  };
  const { html } = await renderVisitorEmail(props);
  expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
  expect(html).toMatch(/@media \(prefers-color-scheme: dark\)/);
  // The preview line (hidden, for the inbox list) aside.
  const styles = stylesOf(html).filter(({ style }) => !style.includes("display:none"));
  expect(styles.filter(({ style }) => /(^|;)\s*(min-|max-)?height\s*:/.test(style))).toEqual([]);
  const sizes = styles.flatMap(({ style }) =>
    [...style.matchAll(/font-size:\s*(\d+)px/g)].map((match) => Number(match[1])),
  );
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
  const widths = styles.flatMap(({ style }) =>
    [...style.matchAll(/(?:^|;)\s*width:\s*([^;]+)/g)].map((match) => match[1]?.trim()),
  );
  expect(widths.every((width) => width?.endsWith("%"))).toBe(true);
  // Markdown from the content, without raw HTML.
  expect(html).toContain("<strong>anywhere</strong>");
});
