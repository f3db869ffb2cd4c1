import { expect, test, vi } from "vitest";
import { noticeOf, openNotice } from "./notices";
import { ORIGIN } from "./test-support";

/** A message as the site sends it (the contract with the sender, issue 44): a declarative push message. */
const message = {
  web_push: 8030,
  notification: {
    title: "We're live: Sunday service",
    body: "Tap to watch.",
    navigate: `${ORIGIN}/es/watch/live?notice=n1`,
    lang: "es",
    tag: "live-2026-12-06",
    icon: `${ORIGIN}/brand/icon-192-abc.png`,
    badge: `${ORIGIN}/brand/icon-32-abc.png`,
    timestamp: 1_796_000_000_000,
  },
};

test("a declarative push message is shown as it says, and its tap opens its page", () => {
  const { title, options } = noticeOf(message, ORIGIN, "Redwood Coast Church");
  expect(title).toBe("We're live: Sunday service");
  expect(options).toEqual({
    body: "Tap to watch.",
    lang: "es",
    tag: "live-2026-12-06",
    icon: message.notification.icon,
    badge: message.notification.badge,
    timestamp: message.notification.timestamp,
    data: { navigate: `${ORIGIN}/es/watch/live?notice=n1` },
  });
});

test("a message that is not the site's, or that points off the site, shows the church's name and opens its home page", () => {
  const home = { title: "Redwood Coast Church", options: { data: { navigate: `${ORIGIN}/` } } };
  expect(noticeOf(null, ORIGIN, "Redwood Coast Church")).toEqual(home);
  expect(noticeOf({ title: "no marker" }, ORIGIN, "Redwood Coast Church")).toEqual(home);
  expect(noticeOf({ ...message, web_push: 1 }, ORIGIN, "Redwood Coast Church")).toEqual(home);
  const elsewhere = { ...message, notification: { ...message.notification, navigate: "https://evil.example/" } };
  expect(noticeOf(elsewhere, ORIGIN, "Redwood Coast Church")).toEqual(home);
  const script = { ...message, notification: { ...message.notification, navigate: "javascript:alert(1)" } };
  expect(noticeOf(script, ORIGIN, "Redwood Coast Church")).toEqual(home);
});

test("a tap brings forward the window already on the page, else opens it", async () => {
  const focus = vi.fn(async () => undefined);
  const openWindow = vi.fn(async () => undefined);
  const page = `${ORIGIN}/watch/live?notice=n1`;
  await openNotice(
    page,
    async () => [
      { url: `${ORIGIN}/`, focus: vi.fn() },
      { url: page, focus },
    ],
    openWindow,
  );
  expect(focus).toHaveBeenCalledOnce();
  expect(openWindow).not.toHaveBeenCalled();
  await openNotice(page, async () => [{ url: `${ORIGIN}/`, focus: vi.fn() }], openWindow);
  expect(openWindow).toHaveBeenCalledWith(page);
});
