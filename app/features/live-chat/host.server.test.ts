import { expect, test } from "vitest";
import { hostAction } from "./host-actions.server";
import { deviceCookie, form, serviceAfter, staffMember, viewerPost, watch, withChatServer } from "./test-support";
import { getContent } from "~/server/content.server";
import { lineById } from "./chat-store.server";

const base = withChatServer();
const service = serviceAfter("2026-11-20T12:00:00Z");
const at = service.during;

function host(role: "host" | "editor" = "host") {
  const staff = staffMember(role, role === "host" ? "Grace" : "Eddie");
  return (fields: Record<string, string>, now = at) =>
    hostAction({ content: getContent(), staff, posted: form({ lang: "en", ...fields }), now });
}

test("a host's message carries a badge and their name; pin, delete and a moment reach every viewer", async () => {
  const viewer = await watch(base(), { lang: "es", now: at, cookie: deviceCookie("viewer") });
  const act = host();
  await act({ intent: "say", text: "Welcome! Notes: https://example.org/notes" });
  await viewer.until(() => viewer.events.length === 1);
  expect(viewer.events[0]!.event).toMatchObject({ kind: "say", line: { name: "Grace", host: true } });
  const { body } = await viewerPost(
    { intent: "say", name: "Troll", text: "nonsense", lang: "en" },
    { now: at, cookie: deviceCookie("troll") },
  );
  const id = String((body as { id: number }).id);
  await act({ intent: "pin", id: String(viewer.events[0]!.id) });
  await act({ intent: "remove", id });
  await act({ intent: "moment", kind: "visit" });
  await act({ intent: "moment", kind: "form", form: "connect-card" });
  await viewer.until(() => viewer.events.length === 6);
  const [, , pin, remove, visit, card] = viewer.events.map(({ event }) => event);
  expect(pin).toMatchObject({ kind: "pin", line: { name: "Grace" } });
  expect(remove).toEqual({ kind: "remove", ids: [Number(id)] });
  expect(lineById(service.key, Number(id))).toBeNull();
  // In each language the site speaks, for each viewer's page.
  expect(visit).toEqual({
    kind: "moment",
    moment: {
      kind: "visit",
      labels: { en: "Plan a visit", es: "Planee su visita" },
      hrefs: { en: "/plan-visit", es: "/es/plan-visit" },
    },
  });
  expect(card).toMatchObject({ moment: { hrefs: { en: "/forms/connect-card", es: "/es/forms/connect-card" } } });
  // A late joiner sees what is pinned and the moment on screen.
  const late = await watch(base(), { lang: "en", now: at + 1000, cookie: deviceCookie("late") });
  expect(late.states[0]).toMatchObject({ pinned: { name: "Grace" }, moment: { kind: "form" } });
  expect(late.states[0]!.lines.map((line) => line.name)).toEqual(["Grace"]);
});

test("a mute lasts a day, by the device and the network, and takes the person's messages away", async () => {
  const viewer = await watch(base(), { lang: "en", now: at, cookie: deviceCookie("viewer") });
  const troll = { cookie: deviceCookie("troll"), address: "192.0.2.66" };
  await viewerPost({ intent: "say", name: "Troll", text: "first", lang: "en" }, { now: at, ...troll });
  const { body } = await viewerPost(
    { intent: "say", name: "Troll", text: "second", lang: "en" },
    { now: at + 1000, ...troll },
  );
  await host()({ intent: "mute", id: String((body as { id: number }).id) });
  await viewer.until(() => viewer.events.length === 3);
  expect(viewer.events[2]!.event).toMatchObject({ kind: "remove" });
  expect((viewer.events[2]!.event as { ids: number[] }).ids).toHaveLength(2);
  // The same device, and another device on the same network, are refused for 24 hours.
  const again = await viewerPost(
    { intent: "say", name: "Troll", text: "back", lang: "en" },
    { now: at + 60_000, ...troll },
  );
  expect(again).toMatchObject({ status: 403, body: { problem: "muted" } });
  expect((again.body as { message: string }).message).toMatch(/^A host has paused your messages until .+ 2026 at /);
  const otherDevice = await viewerPost(
    { intent: "say", name: "New name", text: "hi", lang: "en" },
    { now: at + 60_000, cookie: deviceCookie("troll-phone"), address: troll.address },
  );
  expect(otherDevice.status).toBe(403);
  const tomorrow = at + 24 * 60 * 60 * 1000 + 1000;
  expect(
    (await viewerPost({ intent: "say", name: "Troll", text: "x", lang: "en" }, { now: tomorrow, ...troll })).body,
  ).not.toMatchObject({
    problem: "muted",
  });
});

test("slow mode, closing and opening the chat again", async () => {
  const act = host("editor");
  const cookie = deviceCookie("talker");
  await act({ intent: "slow", seconds: "30" });
  expect((await viewerPost({ intent: "say", name: "T", text: "one", lang: "en" }, { now: at, cookie })).status).toBe(
    200,
  );
  expect(
    await viewerPost({ intent: "say", name: "T", text: "two", lang: "en" }, { now: at + 10_000, cookie }),
  ).toMatchObject({
    status: 429,
    body: { problem: "slow", retryAfter: 20 },
  });
  expect(
    (await viewerPost({ intent: "say", name: "T", text: "two", lang: "en" }, { now: at + 30_000, cookie })).status,
  ).toBe(200);
  await act({ intent: "close" }, at + 40_000);
  expect(
    (await viewerPost({ intent: "say", name: "T", text: "three", lang: "en" }, { now: at + 80_000, cookie })).status,
  ).toBe(409);
  await act({ intent: "open" }, at + 90_000);
  expect(
    (await viewerPost({ intent: "say", name: "T", text: "three", lang: "en" }, { now: at + 120_000, cookie })).status,
  ).toBe(200);
});

test("a host opens the chat before its time", async () => {
  const early = service.opensAt - 30 * 60_000;
  expect((await watch(base(), { lang: "en", now: early, cookie: deviceCookie("v") })).source.readyState).toBe(2);
  await host()({ intent: "open" }, early);
  const viewer = await watch(base(), { lang: "en", now: early + 1000, cookie: deviceCookie("v") });
  expect(viewer.states[0]).toMatchObject({ open: true });
});

test("what only a host may do, a viewer's post cannot do", async () => {
  const cookie = deviceCookie("forger");
  const { body } = await viewerPost({ intent: "say", name: "F", text: "mine", lang: "en" }, { now: at, cookie });
  const id = String((body as { id: number }).id);
  for (const intent of ["remove", "mute", "pin", "close", "moment", "take"]) {
    expect((await viewerPost({ intent, id, kind: "visit", name: "F", lang: "en" }, { now: at, cookie })).status).toBe(
      400,
    );
  }
  expect(lineById(service.key, Number(id))).not.toBeNull();
});
