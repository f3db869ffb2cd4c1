import { parse } from "cookie";
import { expect, test } from "vitest";
import { PRIVACY_TOPICS } from "~/content/schema";
import { privacyFactsOf } from "~/features/privacy/facts.server";
import { privacyStatements } from "~/features/privacy/statements";
import { translator } from "~/i18n/translate";
import { getContent } from "~/server/content.server";
import { MUTE_MS } from "./chat-people.server";
import { networkKey, newDevice } from "./device.server";
import { chatPrayerForm } from "./prayer-handover.server";

/**
 * The privacy page's sentences about the live chat (issue 45), in both languages, held to the code: the
 * days its history is kept (its deletion: attendance.server.test.ts), the cookie, a mute's day and what it
 * keeps of a network, and the form a conversation becomes.
 */
const OFF = { vimeo: "off", planningCenter: "off", mailchimp: "off" } as const;
const facts = privacyFactsOf(getContent(), { modes: OFF });
const policy = (language: "en" | "es") =>
  PRIVACY_TOPICS.flatMap((topic) => privacyStatements(topic, facts, translator(language, "US").t)).join("\n");

test("the policy says how long the chat keeps its history, from the church's setting, in both languages", () => {
  const days = getContent().services.live.chat!.historyDays;
  expect(policy("en")).toContain(`are deleted ${days} days after the service`);
  expect(policy("es")).toContain(`se borran ${days} días después del servicio`);
  const church = getContent();
  const longer = {
    ...church,
    services: {
      ...church.services,
      live: { ...church.services.live, chat: { ...church.services.live.chat!, historyDays: 30 } },
    },
  };
  expect(privacyStatements("kept", privacyFactsOf(longer, { modes: OFF })).join(" ")).toContain(
    "deleted 30 days after",
  );
});

test("'a random code for your device … sent only to the chat and never with a page … kept for a year'", () => {
  expect(policy("en")).toContain("sent only to the chat and never with a page: a random code for your device");
  const cookie = newDevice(true).setCookie;
  const [pair] = cookie.split(";");
  expect(Object.keys(parse(pair!))).toEqual(["__Secure-chat-device"]);
  expect(cookie).toContain("Path=/live-chat");
  expect(cookie).toContain("HttpOnly");
  expect(cookie).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
});

test("'a signed code of their network address, never the address itself, for 24 hours'", () => {
  expect(policy("en")).toContain("a signed code of their network address, never the address itself, for 24 hours");
  expect(MUTE_MS).toBe(24 * 60 * 60 * 1000);
  expect(networkKey("203.0.113.9")).not.toContain("203");
  expect(networkKey("203.0.113.9")).toBe(networkKey("203.0.113.9"));
});

test("a conversation passed on becomes a request of the form the policy names", () => {
  expect(policy("en")).toContain(`it becomes a “${chatPrayerForm(getContent())!.title}” request`);
  // A church without a chat says nothing of one.
  const church = getContent();
  const without = { ...church, services: { ...church.services, live: { ...church.services.live, chat: undefined } } };
  const text = PRIVACY_TOPICS.flatMap((topic) =>
    privacyStatements(topic, privacyFactsOf(without, { modes: OFF })),
  ).join("\n");
  expect(text).not.toContain("live chat");
});
