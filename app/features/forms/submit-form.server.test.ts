import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { getContent } from "~/server/content.server";
import { resetSiteSecretForTests } from "~/server/site-secret.server";
import { checkFormToken, issueFormToken, MAX_TOKEN_AGE_MS, MIN_FILL_MS } from "./form-token.server";
import { FORM_SENDS_PER_WINDOW, submitForm } from "./submit-form.server";
import { countSubmissions, getSubmission } from "./submission-store.server";

/** The spam checks and the one-time token (issue 35): refused posts store nothing; a double press stores one. */

const NOW = Date.parse("2026-11-27T07:00:00Z");
const content = getContent();
const contact = content.forms.contact!;

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "forms-submit-"));
  resetEnvForTests();
  resetSiteSecretForTests();
});

function contactPost(token: string, extra: Record<string, string> = {}): FormData {
  const data = new FormData();
  data.set("token", token);
  data.set("f.name", "Ana Ruiz");
  data.set("f.email", "Ana@Example.org");
  data.set("f.topic", "visit");
  data.set("f.message", "What time is the kids' program?");
  for (const [key, value] of Object.entries(extra)) data.set(key, value);
  return data;
}
const send = (data: FormData, now: number, clientAddress = "203.0.113.7") =>
  submitForm(contact, data, { content, language: "es", now, clientAddress });

test("a token is this site's for this form, filled in no faster than a person, and not stale", () => {
  const token = issueFormToken("contact", NOW);
  expect(checkFormToken(token, "contact", NOW + MIN_FILL_MS)).toMatchObject({ ok: true });
  expect(checkFormToken(token, "contact", NOW + 1000)).toEqual({ ok: false, problem: "too-fast" });
  expect(checkFormToken(token, "contact", NOW + MAX_TOKEN_AGE_MS + 1)).toEqual({ ok: false, problem: "expired" });
  expect(checkFormToken(token, "prayer", NOW + MIN_FILL_MS)).toEqual({ ok: false, problem: "invalid" });
  const [time, nonce] = token.split(".");
  expect(checkFormToken(`${time}.${nonce}.forged`, "contact", NOW + MIN_FILL_MS)).toEqual({
    ok: false,
    problem: "invalid",
  });
  // An earlier time written into a token breaks its signature: the minimum time cannot be faked.
  const earlier = (parseInt(time!, 36) - 60_000).toString(36);
  expect(checkFormToken(token.replace(time!, earlier), "contact", NOW + 1000)).toMatchObject({ ok: false });
});

test("a form sent too fast, with a forged or stale token stores nothing", async () => {
  const token = issueFormToken("contact", NOW);
  expect(await send(contactPost(token), NOW + 500)).toEqual({ kind: "refused", reason: "too-fast" });
  expect(await send(contactPost("made.up.token"), NOW + 5000)).toEqual({ kind: "refused", reason: "invalid" });
  expect(await send(contactPost(token), NOW + MAX_TOKEN_AGE_MS + 5000)).toEqual({
    kind: "refused",
    reason: "expired",
  });
  expect(countSubmissions("contact")).toBe(0);
});

test("received means stored, in the page's language; the same token again stores nothing more", async () => {
  const token = issueFormToken("contact", NOW);
  const [first, second] = await Promise.all([
    send(contactPost(token), NOW + 10_000),
    send(contactPost(token), NOW + 10_100),
  ]);
  expect(first).toMatchObject({ kind: "received", duplicate: false });
  expect(second).toMatchObject({ kind: "received", duplicate: true });
  if (first.kind !== "received" || second.kind !== "received") throw new Error("not received");
  expect(second.submission.id).toBe(first.submission.id);
  expect(countSubmissions("contact")).toBe(1);
  expect(getSubmission(first.submission.id)).toMatchObject({
    language: "es",
    name: "Ana Ruiz",
    email: "ana@example.org",
    answers: { name: "Ana Ruiz", email: "ana@example.org", topic: "visit" },
  });
});

test("bad answers store nothing; one address is held to its limit per form, another is not", async () => {
  const bad = await send(contactPost(issueFormToken("contact", NOW), { "f.topic": "weather" }), NOW + 10_000);
  expect(bad).toEqual({ kind: "problems", problems: { topic: { code: "notOffered" } } });
  expect(countSubmissions("contact")).toBe(0);
  // After a service: a congregation's connect cards (here the contact form) from the church's one Wi-Fi address.
  const outcomes = [];
  for (let sent = 0; sent <= FORM_SENDS_PER_WINDOW; sent += 1) {
    outcomes.push(await send(contactPost(issueFormToken("contact", NOW + sent)), NOW + 20_000, "198.51.100.9"));
  }
  expect(outcomes.slice(0, 40).every((outcome) => outcome.kind === "received")).toBe(true);
  expect(outcomes.slice(0, FORM_SENDS_PER_WINDOW).every((outcome) => outcome.kind === "received")).toBe(true);
  expect(outcomes[FORM_SENDS_PER_WINDOW]).toMatchObject({ kind: "refused", reason: "too-many" });
  expect(await send(contactPost(issueFormToken("contact", NOW + 99)), NOW + 20_000, "192.0.2.1")).toMatchObject({
    kind: "received",
  });
  expect(countSubmissions("contact")).toBe(FORM_SENDS_PER_WINDOW + 1);
  // Another form from the same address is not held by the contact form's rush.
  const prayer = content.forms.prayer!;
  const request = new FormData();
  request.set("token", issueFormToken("prayer", NOW));
  request.set("f.name", "Ana");
  request.set("f.request", "For my mother in hospital.");
  expect(
    await submitForm(prayer, request, { content, language: "es", now: NOW + 20_000, clientAddress: "198.51.100.9" }),
  ).toMatchObject({ kind: "received" });
});
