import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { PRIVACY_TOPICS } from "~/content/schema";
import { privacyFactsOf } from "~/features/privacy/facts.server";
import { privacyStatements } from "~/features/privacy/statements";
import { translator } from "~/i18n/translate";
import { getContent } from "~/server/content.server";
import { readAnnouncement, scheduleAnnouncement } from "./announcements.server";
import { noticeById, noticesDb } from "./notices.server";
import { flushOpens, takeNoticeOpen } from "./opens.server";
import { deliverAll, subscribePhone, withFakePushService } from "./test-support";

/**
 * The privacy policy's sentences about notifications (app/features/privacy/push-statements.ts), each held
 * to the code, in both languages; and the open count that reads nothing of the person.
 */

const fake = withFakePushService();
const NOW = Date.parse("2026-03-04T12:00:00-08:00");

function policyIn(language: "en" | "es", publicUrl: string | undefined): string {
  const facts = privacyFactsOf(getContent(), {
    modes: { vimeo: "demo", planningCenter: "demo", mailchimp: "demo" },
    SMTP_URL: undefined,
    PUBLIC_URL: publicUrl,
    VISIT_NOTIFY_TO: undefined,
  });
  return PRIVACY_TOPICS.flatMap((topic) => privacyStatements(topic, facts, translator(language, "US").t)).join("\n");
}

test("the policy speaks of notifications only where the site sends them, with the code's hours, limit and days", async () => {
  expect(policyIn("en", undefined)).not.toContain("notifications");
  const english = policyIn("en", "https://www.example.org");
  expect(english).toContain("nothing else, no name, e-mail address or network address");
  expect(english).toContain("never between 20:00 and 8:00, church time, and at most 2 a day");
  expect(english).toContain("after 180 days unused");
  expect(english).toContain("deleted 30 days after it was sent");
  const spanish = policyIn("es", "https://www.example.org");
  expect(spanish).toContain("nunca entre las 20:00 y las 8:00, hora de la iglesia, y como máximo 2 al día");
  expect(spanish).toContain("después de 180 días sin uso");
});

test("'keeps the address your browser's push service gives it, the keys …, the topics and language, when it was last used, and the sign-ups': nothing else", async () => {
  await subscribePhone(fake(), ["news"], { now: NOW });
  const columns = (table: string) =>
    (noticesDb().prepare("SELECT name FROM pragma_table_info(?)").all(table) as { name: string }[]).map(
      (row) => row.name,
    );
  expect(columns("push_subscriptions")).toEqual([
    "id",
    "endpoint",
    "p256dh",
    "auth",
    "language",
    "live",
    "news",
    "reminders",
    // The expiry the browser gave (PushSubscription.expirationTime), after which it is deleted.
    "expires_at",
    "created_at",
    "used_at",
  ]);
  expect(columns("push_sign_ups")).toEqual(["subscription_id", "registration_id"]);
});

function tap(url: string, headers: Record<string, string> = {}): IncomingMessage {
  const req = { url, method: "GET", headers } as unknown as IncomingMessage;
  takeNoticeOpen(req, NOW);
  return req;
}

test("'its page counts that the notice was opened, without knowing who': a count and nothing else, the address left as every visitor's", async () => {
  await subscribePhone(fake(), ["news"], { now: NOW });
  await subscribePhone(fake(), ["news"], { now: NOW });
  const values: Record<string, string> = {
    ...{ "title-en": "Potluck", "body-en": "Sunday after the service." },
    ...{ "title-es": "Comida compartida", "body-es": "El domingo después del servicio." },
    ...{ path: "/events", topic: "news", when: "now" },
  };
  const read = readAnnouncement((name) => values[name] ?? "", getContent(), NOW);
  if (!read.ok) throw new Error(JSON.stringify(read));
  const notice = scheduleAnnouncement(
    read.announcement,
    { person: { id: "p", email: "a@example.org" } } as never,
    NOW,
    "America/Los_Angeles",
  );
  await deliverAll(NOW);

  // The page cache sees one address for every notice's tap (the page says it came from a notification).
  expect(tap(`/events?notice=${notice.id}`).url).toBe("/events?notice=1");
  expect(tap(`/es/events?page=2&notice=${notice.id}`).url).toBe("/es/events?page=2&notice=1");
  // Fetched ahead of a click, or a made-up id: not counted (the address is rewritten all the same).
  expect(tap(`/events?notice=${notice.id}`, { "sec-purpose": "prefetch;prerender" }).url).toBe("/events?notice=1");
  tap("/events?notice=no-such-notice");
  flushOpens(NOW);
  expect(noticeById(noticesDb(), notice.id)?.opened).toBe(2);
  // Never more opens than the phones it went to.
  for (let count = 0; count < 5; count += 1) tap(`/events?notice=${notice.id}`);
  flushOpens(NOW);
  expect(noticeById(noticesDb(), notice.id)?.opened).toBe(2);
});
