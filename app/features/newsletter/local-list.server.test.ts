import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { startFakeMailchimp, type FakeMailchimp } from "../../../tests/fakes/mailchimp-server";
import { registerOutboxHandlers } from "~/background.server";
import { closeDb, getDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetRateLimitsForTests } from "~/server/fetch.server";
import { deliverDue } from "~/server/outbox.server";
import { resetSiteSecretForTests, sign } from "~/server/site-secret.server";
import { renderConfirmEmail, type ConfirmEmailProps } from "./confirm-email";
import { confirmationOf, confirmSubscriber, LINK_PURPOSE } from "./local-list.server";
import { subscriberHash } from "./mailchimp.server";
import { addSubscriber, handOverToMailchimp, listSubscribers } from "./subscribers.server";

/** Issue 26: the list the site keeps without Mailchimp, its confirmation by e-mail, and its move to Mailchimp. */

let mailchimp: FakeMailchimp;
const SETTINGS = ["MAILCHIMP_API_KEY", "MAILCHIMP_LIST_ID", "MAILCHIMP_API_URL", "SMTP_URL", "PUBLIC_URL", "LOG_LEVEL"];

function settings(values: Partial<Record<(typeof SETTINGS)[number], string>>) {
  for (const name of SETTINGS) delete process.env[name];
  Object.assign(process.env, { LOG_LEVEL: "silent", ...values });
  resetEnvForTests();
}
const mailchimpOn = () => ({
  MAILCHIMP_API_KEY: mailchimp.apiKey,
  MAILCHIMP_LIST_ID: mailchimp.listId,
  MAILCHIMP_API_URL: mailchimp.url,
});

beforeAll(async () => {
  registerOutboxHandlers();
  mailchimp = await startFakeMailchimp();
});
afterAll(async () => {
  closeDb();
  await mailchimp.close();
  settings({});
  delete process.env.LOG_LEVEL;
});
beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "local-list-test-"));
  settings({});
  resetSiteSecretForTests();
  resetRateLimitsForTests();
  mailchimp.members.clear();
  mailchimp.created.clear();
});

const queuedMail = () =>
  (getDb().prepare("SELECT topic, payload FROM outbox").all() as { topic: string; payload: string }[]).map((row) => ({
    topic: row.topic,
    ...(JSON.parse(row.payload) as { to?: string; props?: { confirmUrl?: string } }),
  }));

test("with e-mail on, a sign-up is kept pending and mailed a signed link to confirm, once", async () => {
  settings({ SMTP_URL: "smtp://127.0.0.1:2525", PUBLIC_URL: "https://church.example.org/" });
  await addSubscriber("Ann@Example.org", { source: "form" });
  await addSubscriber("ann@example.org", { source: "graphql" });
  const mails = queuedMail();
  expect(mails).toHaveLength(1);
  expect(mails[0]).toMatchObject({ topic: "mail.send", to: "ann@example.org" });
  const link = new URL(mails[0]!.props!.confirmUrl!);
  expect(`${link.origin}${link.pathname}`).toBe("https://church.example.org/newsletter/confirm");
  const id = link.searchParams.get("subscriber");
  expect(id).toBe(subscriberHash("ann@example.org"));
  expect(listSubscribers().map((row) => row.status)).toEqual(["pending"]);

  const sig = link.searchParams.get("sig");
  expect(confirmationOf(id, sig)).toBe("pending");
  expect(confirmSubscriber(id, sig)).toBe("confirmed");
  expect(confirmSubscriber(id, sig)).toBe("confirmed");
  expect(listSubscribers().map((row) => row.status)).toEqual(["subscribed"]);
});

test("a sign-up on a Spanish page is asked to confirm in Spanish, on the Spanish page, and reaches Mailchimp with its language", async () => {
  settings({ SMTP_URL: "smtp://127.0.0.1:2525", PUBLIC_URL: "https://church.example.org/" });
  await addSubscriber("lucia@example.org", { source: "form", language: "es" });
  const [mail] = queuedMail() as { props?: ConfirmEmailProps }[];
  const link = new URL(mail!.props!.confirmUrl);
  expect(link.pathname).toBe("/es/newsletter/confirm");
  const rendered = await renderConfirmEmail(mail!.props!);
  expect(rendered.subject).toMatch(/^Confirme su suscripción a la lista de correo de /);
  expect(rendered.html).toContain('lang="es"');
  expect(rendered.text).toContain("Confirmar mi suscripción");

  settings(mailchimpOn());
  expect(handOverToMailchimp(Date.now())).toBe(1);
  await deliverDue();
  expect(mailchimp.members.get(subscriberHash("lucia@example.org"))).toMatchObject({ language: "es" });
});

test("a forged link, or a signature made for another use, confirms nothing", async () => {
  await addSubscriber("ben@example.org", { source: "form" });
  const id = subscriberHash("ben@example.org");
  expect(confirmSubscriber(id, "x".repeat(43))).toBe("forged");
  expect(confirmSubscriber(id, sign("visit", id))).toBe("forged");
  expect(confirmSubscriber(subscriberHash("other@example.org"), sign(LINK_PURPOSE, id))).toBe("forged");
  expect(confirmSubscriber("../../etc", sign(LINK_PURPOSE, "../../etc"))).toBe("forged");
  expect(listSubscribers().map((row) => row.status)).toEqual(["pending"]);
  // Signed, but the address has left the list (deleted on request).
  const gone = subscriberHash("gone@example.org");
  expect(confirmSubscriber(gone, sign(LINK_PURPOSE, gone))).toBe("gone");
});

test("without e-mail the sign-up is kept pending, with nothing queued", async () => {
  await addSubscriber("cara@example.org", { source: "form" });
  expect(queuedMail()).toEqual([]);
  expect(listSubscribers().map((row) => [row.email_address, row.status])).toEqual([["cara@example.org", "pending"]]);
});

test("switched on later, Mailchimp gets every kept sign-up once, confirmed ones as subscribed, however often it starts", async () => {
  for (const address of ["dan@example.org", "eve@example.org", "fay@example.org"])
    await addSubscriber(address, { source: "form" });
  const eve = subscriberHash("eve@example.org");
  confirmSubscriber(eve, sign(LINK_PURPOSE, eve));
  // Still off: nothing goes.
  expect(handOverToMailchimp(Date.now())).toBe(0);

  settings(mailchimpOn());
  expect(handOverToMailchimp(Date.now())).toBe(3);
  // A second start before the worker ran, and a sign-up of one of them again: nothing more is queued.
  expect(handOverToMailchimp(Date.now())).toBe(0);
  await addSubscriber("DAN@example.org", { source: "form" });
  await deliverDue();
  expect(handOverToMailchimp(Date.now())).toBe(0);
  await deliverDue(Date.now() + 60_000);

  expect([...mailchimp.members.values()].map((member) => [member.email_address, member.status]).sort()).toEqual([
    ["dan@example.org", "pending"],
    ["eve@example.org", "subscribed"],
    ["fay@example.org", "pending"],
  ]);
  expect([...mailchimp.created.values()]).toEqual([1, 1, 1]);
  expect(listSubscribers().every((row) => row.mailchimp_synced_at !== null)).toBe(true);
});
