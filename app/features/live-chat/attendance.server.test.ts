import { expect, test } from "vitest";
import { getContent } from "~/server/content.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { attendanceForRange } from "./attendance.server";
import { closeFinishedChats } from "./chat-clock.server";
import { deleteExpiredChats } from "./chat-privacy.server";
import { chatDb } from "./chat-store.server";
import { deviceCookie, serviceAfter, viewerPost, watch, withChatServer } from "./test-support";

const base = withChatServer();
const service = serviceAfter("2026-11-20T12:00:00Z");
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

function figures() {
  return attendanceForRange(service.occurrence.start - DAY_MS, service.occurrence.start + DAY_MS).map(
    ({ watched, peak, now }) => ({ watched, peak, now }),
  );
}

test("attendance through a service: who watched, the most at once, and who is watching now, without personal data", async () => {
  const early = service.opensAt + 60_000;
  const ana = await watch(base(), { lang: "en", now: early, cookie: deviceCookie("ana") });
  const anaTab = await watch(base(), { lang: "en", now: early, cookie: deviceCookie("ana") });
  const ben = await watch(base(), { lang: "es", now: early, cookie: deviceCookie("ben") });
  await watch(base(), { lang: "en", now: early, cookie: deviceCookie("cy") });
  await settle();
  // Four streams at once, three devices.
  expect(figures()).toEqual([{ watched: 3, peak: 4, now: 4 }]);
  ana.close();
  anaTab.close();
  ben.close();
  await settle();
  await watch(base(), { lang: "en", now: service.occurrence.start + 30 * 60_000, cookie: deviceCookie("dee") });
  await settle();
  expect(figures()).toEqual([{ watched: 4, peak: 4, now: 2 }]);
  // What is kept: numbers, and a key per device made for this count alone (no cookie, no address).
  const kept = chatDb().prepare("SELECT attendee FROM live_attendance_devices").all() as { attendee: string }[];
  expect(kept).toHaveLength(4);
  for (const { attendee } of kept) expect(attendee).not.toMatch(/ana|ben|cy|dee|203\.0\.113/);
});

test("when the chat's time is over its streams are told and end, and the devices' keys go; the figures stay a year", async () => {
  const lastSecond = service.closesAt - 1000;
  const viewer = await watch(base(), { lang: "en", now: lastSecond, cookie: deviceCookie("last") });
  let closed = false;
  viewer.source.addEventListener("closed", () => {
    closed = true;
    viewer.close();
  });
  expect(closeFinishedChats(lastSecond)).toBe(0);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(closeFinishedChats(service.closesAt)).toBe(1);
  await viewer.until(() => closed);
  expect(chatDb().prepare("SELECT count(*) AS n FROM live_attendance_devices").get()).toEqual({ n: 0 });
  expect(figures()).toEqual([{ watched: 1, peak: 1, now: 0 }]);
  const oneYear = service.occurrence.start + 366 * DAY_MS;
  deleteExpiredChats(oneYear - 2 * DAY_MS, getContent());
  expect(figures()).toHaveLength(1);
  deleteExpiredChats(oneYear, getContent());
  expect(figures()).toEqual([]);
});

test("the chat's history is deleted the set number of days after the service, and mutes after their day", async () => {
  const at = service.during;
  await viewerPost({ intent: "say", name: "A", text: "hello", lang: "en" }, { now: at, cookie: deviceCookie("a") });
  const days = getContent().services.live.chat!.historyDays;
  const count = () => (chatDb().prepare("SELECT count(*) AS n FROM live_chat_events").get() as { n: number }).n;
  expect(deleteExpiredChats(service.closesAt + (days - 1) * DAY_MS, getContent()).chatEvents).toBe(0);
  expect(count()).toBe(1);
  expect(deleteExpiredChats(service.closesAt + days * DAY_MS, getContent())).toMatchObject({ chatEvents: 1, chats: 1 });
  expect(count()).toBe(0);
});
