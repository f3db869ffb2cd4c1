import { beforeAll, expect, test } from "vitest";
import { loadContentFolder } from "~/content/load.server";
import type { ChurchContent } from "~/content/model";
import { getContent } from "~/server/content.server";
import { listAudit } from "~/features/auth/audit-log.server";
import { announceLiveNow, queueLiveNotices } from "./live-notices.server";
import { deliverAll, PUBLIC_URL, subscribePhone, withFakePushService } from "./test-support";

// The demo church as the site reads it, its Spanish translation linked (the gatherings' Spanish names).
let demo: ChurchContent;
beforeAll(async () => {
  const loaded = await loadContentFolder("content/redwood-coast");
  if (!loaded.ok) throw new Error("the demo church did not load");
  demo = loaded.content;
});
const fake = withFakePushService(() => demo);
// The demo church streams its Sunday Morning Service, 10:30 to 12:00 church time; the player (the live
// window) opens 5 minutes before (services.yaml live.playerMinutesBefore), "Watch Service Online" 30 before.
const sunday = (time: string, date = "2026-03-01") => Date.parse(`${date}T${time}:00-08:00`);
const SERVICE = "sunday-1030";

test("“we’re live” goes when the live window opens, once per service, in each phone's language, opening the live page", async () => {
  const english = await subscribePhone(fake(), ["live"], { now: sunday("08:00") });
  const spanish = await subscribePhone(fake(), ["live", "news"], { language: "es", now: sunday("08:00") });
  await subscribePhone(fake(), ["news"], { now: sunday("08:00") });

  expect(queueLiveNotices(sunday("10:24"), getContent())).toBe(0);
  expect(queueLiveNotices(sunday("10:25"), getContent())).toBe(1);
  expect(queueLiveNotices(sunday("10:26"), getContent())).toBe(0);
  await deliverAll(sunday("10:25"));
  expect(queueLiveNotices(sunday("11:59"), getContent())).toBe(0);

  expect(fake().problems).toEqual([]);
  const byPhone = new Map(fake().messages.map((message) => [message.endpoint, message]));
  expect([...byPhone.keys()].sort()).toEqual([english, spanish].sort());
  const inEnglish = byPhone.get(english)!;
  expect(inEnglish.payload.notification).toMatchObject({
    title: "We’re live: Sunday Morning Service",
    body: "Tap to watch the service.",
    lang: "en",
    navigate: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/watch/live\\?notice=[\\w-]+$`)),
  });
  // Of no use once the service has ended (12:00): its TTL; urgent; a newer one replaces it on a phone that was off.
  expect(inEnglish.headers).toEqual({ ttl: 95 * 60, urgency: "high", topic: "live" });
  expect(byPhone.get(spanish)!.payload.notification).toMatchObject({
    title: "En vivo: Servicio dominical",
    body: "Toque para ver el servicio.",
    lang: "es",
    navigate: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/es/watch/live\\?notice=`)),
  });
  // Staff pressing the button afterwards send nothing more.
  expect(announceLiveNow(SERVICE, "pastor@example.org", getContent(), sunday("10:40"))).toMatchObject({
    kind: "already",
  });
  await deliverAll(sunday("10:40"));
  expect(fake().messages).toHaveLength(2);
});

test("staff press “We’re live now” when the stream starts early: it goes then, and not again when the window opens", async () => {
  const phone = await subscribePhone(fake(), ["live"], { now: sunday("08:00", "2026-02-22") });
  const date = "2026-02-22";
  expect(announceLiveNow(SERVICE, "pastor@example.org", getContent(), sunday("09:59", date))).toMatchObject({
    kind: "not-yet",
  });
  expect(announceLiveNow(SERVICE, "pastor@example.org", getContent(), sunday("10:05", date))).toMatchObject({
    kind: "sent",
    name: "Sunday Morning Service",
  });
  await deliverAll(sunday("10:05", date));
  expect(queueLiveNotices(sunday("10:25", date), getContent())).toBe(0);
  await deliverAll(sunday("10:25", date));
  expect(fake().messages.map((message) => message.endpoint)).toEqual([phone]);
  expect(listAudit({ limit: 5 }).map((entry) => entry.detail)).toContain(
    "we're live, to 1 phone; written by pastor@example.org",
  );
  expect(announceLiveNow("no-such-service", "pastor@example.org", getContent(), sunday("10:05", date)).kind).toBe(
    "unknown",
  );
});

test("a site that was down when the window opened sends “we’re live” when it is back during the service, never after it", async () => {
  await subscribePhone(fake(), ["live"], { now: sunday("08:00") });
  expect(queueLiveNotices(sunday("11:30"), getContent())).toBe(1);
  await deliverAll(sunday("11:30"));
  expect(fake().messages[0]?.headers.ttl).toBe(30 * 60);
  // Another Sunday, the moment its service ends: nothing.
  expect(queueLiveNotices(sunday("12:00", "2026-02-22"), getContent())).toBe(0);
});
