import { afterAll, beforeAll, expect, test } from "vitest";
import { resetEnvForTests } from "~/server/env.server";
import { recipients, startMailbox, type Mailbox } from "../../../tests/support/smtp-mailbox";
import { closeSmtpTransport, smtpTransport } from "./smtp.server";

/**
 * The one SMTP transport follows SMTP_URL: a message sent after the setting changed reaches the new server,
 * never the one named before (found when a test's dead address outlived it in a shared worker).
 */
let first: Mailbox;
let second: Mailbox;
beforeAll(async () => {
  [first, second] = await Promise.all([startMailbox(), startMailbox()]);
});
afterAll(async () => {
  closeSmtpTransport();
  await Promise.all([first.close(), second.close()]);
});

function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvForTests();
}

const send = (to: string) => smtpTransport().sendMail({ from: "site@example.org", to, subject: "Hello", text: "Hi" });

test("each message goes to the SMTP server the setting names when it is sent", async () => {
  useSmtp(first.url);
  await send("one@example.org");
  useSmtp(second.url);
  await send("two@example.org");
  await send("three@example.org");
  expect(first.messages.map(recipients)).toEqual([["one@example.org"]]);
  expect(second.messages.map(recipients)).toEqual([["two@example.org"], ["three@example.org"]]);
});

test("without SMTP_URL nothing is sent, and it says why", () => {
  useSmtp(undefined);
  expect(() => smtpTransport()).toThrow("SMTP is not configured");
});
