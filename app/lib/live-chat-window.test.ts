import { expect, test } from "vitest";
import { chatOpensAt, chatWindowAt, isChatOpen } from "./live-chat-window";
import { gathering } from "./test-gatherings";

// Tests run with TZ=Asia/Kolkata: the chat follows the church's zone.
const LA = "America/Los_Angeles";
const at = (iso: string) => Date.parse(iso);
const times = { leadMinutes: 5, minutesAfter: 30 };
const sunday = gathering({});
// Sunday Nov 22 2026, 10:30 PST = 18:30Z; the service lasts 90 minutes (until 20:00Z).
const START = at("2026-11-22T18:30:00Z");

test("the chat opens with the live window and closes 30 minutes after the service", () => {
  const window = chatWindowAt(at("2026-11-22T18:00:00Z"), [sunday], LA, times)!;
  expect(window.key).toBe(String(START));
  expect(window.opensAt).toBe(at("2026-11-22T18:25:00Z"));
  expect(window.closesAt).toBe(at("2026-11-22T20:30:00Z"));
  expect(isChatOpen(at("2026-11-22T18:24:59Z"), window)).toBe(false);
  expect(isChatOpen(at("2026-11-22T18:25:00Z"), window)).toBe(true);
  expect(isChatOpen(at("2026-11-22T20:29:59Z"), window)).toBe(true);
  expect(isChatOpen(at("2026-11-22T20:30:00Z"), window)).toBe(false);
});

test("after the service ends, the same chat holds until its after-time, then the next week's", () => {
  expect(chatWindowAt(at("2026-11-22T20:10:00Z"), [sunday], LA, times)!.key).toBe(String(START));
  expect(chatWindowAt(at("2026-11-22T20:30:00Z"), [sunday], LA, times)!.key).toBe(String(at("2026-11-29T18:30:00Z")));
});

test("a host opens the chat early, or closes it before its time", () => {
  const window = chatWindowAt(at("2026-11-22T17:00:00Z"), [sunday], LA, times)!;
  const opened = { openedAt: at("2026-11-22T17:00:00Z") };
  expect(isChatOpen(at("2026-11-22T17:00:01Z"), window, opened)).toBe(true);
  expect(chatOpensAt(window, opened)).toBe(at("2026-11-22T17:00:00Z"));
  const closed = { ...opened, closedAt: at("2026-11-22T19:00:00Z") };
  expect(isChatOpen(at("2026-11-22T18:59:59Z"), window, closed)).toBe(true);
  expect(isChatOpen(at("2026-11-22T19:00:00Z"), window, closed)).toBe(false);
});

test("when one service's after-time runs into the next one's live window, the live one's chat is open", () => {
  const early = gathering({ id: "early", hour: 9, minute: 0, minutes: 60 });
  // 09:00-10:00; the 10:30 service's window opens at 10:25, while the 9:00 chat would run until 10:30.
  const window = chatWindowAt(at("2026-11-22T18:26:00Z"), [early, sunday], LA, times)!;
  expect(window.key).toBe(String(START));
  expect(chatWindowAt(at("2026-11-22T18:20:00Z"), [early, sunday], LA, times)!.key).toBe(
    String(at("2026-11-22T17:00:00Z")),
  );
});

test("a church that streams nothing has no chat", () => {
  expect(
    chatWindowAt(
      START,
      [gathering({ streamed: false })].filter((each) => each.streamed),
      LA,
      times,
    ),
  ).toBeNull();
});
