import { expect, test } from "vitest";
import { deviceCookie, serviceAfter, viewerPost, watch, withChatServer } from "./test-support";
import { DEVICE_SENDS } from "./chat-limits.server";

const base = withChatServer();
// The demo church's streamed Sunday service of the week of 22 November 2026, ten minutes in.
const service = serviceAfter("2026-11-20T12:00:00Z");
const at = service.during;

test("two viewers, on the English and the Spanish page, see each other's messages at once, each in its writer's language", async () => {
  const ana = await watch(base(), { lang: "en", now: at, cookie: deviceCookie("ana") });
  const luis = await watch(base(), { lang: "es", now: at, cookie: deviceCookie("luis"), address: "198.51.100.7" });
  const sent = Date.now();
  expect(
    await viewerPost(
      { intent: "say", name: "Ana", text: "Good morning!", lang: "en" },
      { now: at, cookie: deviceCookie("ana") },
    ),
  ).toMatchObject({ status: 200 });
  await luis.until(() => luis.events.length === 1);
  expect(Date.now() - sent).toBeLessThan(1000);
  expect(luis.events[0]!.event).toMatchObject({
    kind: "say",
    line: { name: "Ana", text: "Good morning!", lang: "en", host: false },
  });
  await viewerPost(
    { intent: "say", name: "Luis", text: "¡Buenos días!", lang: "es" },
    { now: at, cookie: deviceCookie("luis"), address: "198.51.100.7" },
  );
  await ana.until(() => ana.events.length === 2);
  expect(ana.events.map(({ event }) => event.kind === "say" && [event.line.name, event.line.lang])).toEqual([
    ["Ana", "en"],
    ["Luis", "es"],
  ]);
  // Markup is text: stored and sent as typed, for the page to show as text.
  await viewerPost(
    { intent: "say", name: "Ana", text: "<script>alert(1)</script>", lang: "en" },
    { now: at + 1000, cookie: deviceCookie("ana") },
  );
  await luis.until(() => luis.events.length === 3);
  expect(luis.events[2]!.event).toMatchObject({ line: { text: "<script>alert(1)</script>" } });
});

test("a late joiner sees the last messages; a stream resumed from its last event gets exactly what it missed", async () => {
  const cookie = deviceCookie("writer");
  for (const [index, text] of ["one", "two", "three"].entries())
    await viewerPost({ intent: "say", name: "Writer", text, lang: "en" }, { now: at + index * 3000, cookie });
  const late = await watch(base(), { lang: "es", now: at + 9000, cookie: deviceCookie("late") });
  expect(late.states[0]!.lines.map((line) => line.text)).toEqual(["one", "two", "three"]);
  const lastSeen = late.states[0]!.lines[2]!.id;
  late.close();
  await viewerPost({ intent: "say", name: "Writer", text: "four", lang: "en" }, { now: at + 12_000, cookie });
  await viewerPost({ intent: "say", name: "Writer", text: "five", lang: "en" }, { now: at + 15_000, cookie });
  const back = await watch(base(), {
    lang: "es",
    now: at + 16_000,
    cookie: deviceCookie("late"),
    lastEventId: lastSeen,
  });
  await back.until(() => back.events.length === 2);
  expect(back.states).toEqual([]);
  expect(back.events.map(({ event }) => event.kind === "say" && event.line.text)).toEqual(["four", "five"]);
  await viewerPost({ intent: "say", name: "Writer", text: "six", lang: "en" }, { now: at + 18_000, cookie });
  await back.until(() => back.events.length === 3);
  const ids = back.events.map(({ id }) => id);
  expect(new Set(ids).size).toBe(ids.length);
});

test("outside its window the chat is closed: no stream, no post", async () => {
  const before = service.opensAt - 60_000;
  const early = await watch(base(), { lang: "en", now: before, cookie: deviceCookie("early") });
  expect(early.source.readyState).toBe(2);
  expect(
    await viewerPost(
      { intent: "say", name: "E", text: "hi", lang: "en" },
      { now: before, cookie: deviceCookie("early") },
    ),
  ).toMatchObject({
    status: 409,
    body: { problem: "closed", message: "The chat is closed right now." },
  });
  expect(
    await viewerPost(
      { intent: "say", name: "E", text: "hi", lang: "es" },
      { now: service.closesAt, cookie: deviceCookie("early") },
    ),
  ).toMatchObject({
    status: 409,
    body: { message: "El chat está cerrado en este momento." },
  });
});

test("hostile input is refused and changes nothing: no device, too long, a refused word, a flood from one device", async () => {
  const watcher = await watch(base(), { lang: "en", now: at, cookie: deviceCookie("watcher") });
  const cookie = deviceCookie("flood");
  expect(await viewerPost({ intent: "say", name: "X", text: "hi", lang: "en" }, { now: at, cookie: "" })).toMatchObject(
    { status: 403 },
  );
  expect(
    await viewerPost({ intent: "say", name: "X", text: "x".repeat(301), lang: "es" }, { now: at, cookie }),
  ).toMatchObject({
    status: 400,
    body: { problem: "too-long", message: "Su mensaje puede tener hasta 300 caracteres." },
  });
  expect(
    await viewerPost({ intent: "say", name: "X", text: "Free Bitcoin here", lang: "en" }, { now: at, cookie }),
  ).toMatchObject({
    body: { problem: "word" },
  });
  // 100 messages in the same second from one device: a person's pace gets through, the rest is refused.
  const answers = await Promise.all(
    Array.from({ length: 100 }, (_, index) =>
      viewerPost(
        { intent: "say", name: "Flood", text: `spam ${index}`, lang: "en" },
        { now: at + 500, cookie: deviceCookie("flood2") },
      ),
    ),
  );
  expect(answers.filter((answer) => answer.status === 200)).toHaveLength(DEVICE_SENDS.perWindow);
  expect(answers.filter((answer) => answer.status === 429)).toHaveLength(100 - DEVICE_SENDS.perWindow);
  await watcher.until(() => watcher.events.length >= DEVICE_SENDS.perWindow);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(watcher.events).toHaveLength(DEVICE_SENDS.perWindow);
});

test("a message sent again (the connection dropped before its answer) is stored once", async () => {
  const watcher = await watch(base(), { lang: "en", now: at, cookie: deviceCookie("watcher2") });
  const cookie = deviceCookie("retry");
  const first = await viewerPost(
    { intent: "say", name: "R", text: "once", lang: "en", nonce: "retry-0001" },
    { now: at, cookie },
  );
  const again = await viewerPost(
    { intent: "say", name: "R", text: "once", lang: "en", nonce: "retry-0001" },
    { now: at + 2000, cookie },
  );
  expect(again.body).toEqual(first.body);
  await watcher.until(() => watcher.events.length === 1);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(watcher.events).toHaveLength(1);
});
