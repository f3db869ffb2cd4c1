import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { MailCatcher } from "../../../scripts/lib/mail-catcher.mjs";
import { getContent, setContentForTests } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { deliverAll, freshSite, PUBLIC_URL, received, startCatcher, tearDown } from "~/features/visits/test-support";
import { deleteExpiredJoinRequests } from "./join-privacy.server";
import { getJoinRequest, openJoinRequests } from "./join-requests.server";
import { answerJoinRequest, requestIdOfLink, submitJoinRequest } from "./join.server";
import { homeGroup } from "./test-support";

/** Asking to join and answering, with the e-mails read back from a real SMTP server. */

let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startCatcher();
});
afterAll(async () => {
  tearDown();
  await catcher.stop();
});
beforeEach(() => freshSite(catcher));

const content = getContent();
const NOW = Date.parse("2026-11-24T18:00:00Z");
const group = homeGroup();

function linksOf(text: string): URL[] {
  return [...text.matchAll(/https?:\/\/\S+\/groups\/answer\?\S+/g)].map(
    (match) => new URL(match[0].replace(/[\])>.,]+$/, "")),
  );
}

test("the leader and the office each get the request with working accept and decline links", async () => {
  const outcome = submitJoinRequest(
    { name: "Lucía Pérez", email: "Lucia@Example.org", note: "Tuesdays suit me." },
    { content, group, language: "es", now: NOW },
  );
  expect(outcome.ok).toBe(true);
  await deliverAll();
  const mails = await received(catcher);
  expect(mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["dana@example.org", content.church.email].sort());
  for (const mail of mails) {
    // The leader and the office read it in the church's language; a reply goes to the person.
    expect(mail.subject).toBe("Request to join Arcata Tuesday Home Group: Lucía Pérez");
    expect(mail.replyTo?.value[0]?.address).toBe("lucia@example.org");
    expect(mail.text).toContain("Tuesdays suit me.");
    const [accept, decline] = linksOf(mail.text ?? "");
    expect(accept!.origin).toBe(PUBLIC_URL);
    expect(accept!.searchParams.get("answer")).toBe("accept");
    expect(decline!.searchParams.get("answer")).toBe("decline");
    const id = requestIdOfLink(accept!.searchParams, NOW);
    expect(id).toBe(outcome.ok ? outcome.request.id : null);
    // The signature is for join requests only: altered, it names nothing.
    accept!.searchParams.set("request", "someone-else");
    expect(requestIdOfLink(accept!.searchParams, NOW)).toBeNull();
  }
  expect(openJoinRequests()).toHaveLength(1);
});

test("accepted once, the person hears in the language they asked in; a second answer changes nothing", async () => {
  const outcome = submitJoinRequest(
    { name: "Lucía", email: "lucia@example.org" },
    { content, group, language: "es", now: NOW },
  );
  if (!outcome.ok) throw new Error("not stored");
  expect(answerJoinRequest(outcome.request.id, "accepted", { content, now: NOW + 1000 }).kind).toBe("answered");
  expect(answerJoinRequest(outcome.request.id, "declined", { content, now: NOW + 2000 })).toMatchObject({
    kind: "already",
    request: { status: "accepted" },
  });
  await deliverAll();
  const answers = (await received(catcher)).filter((mail) => mail.envelopeTo[0] === "lucia@example.org");
  expect(answers).toHaveLength(1);
  expect(answers[0]!.subject).toBe("Bienvenido a Arcata Tuesday Home Group");
  expect(answers[0]!.text).toContain("Buenas noticias, Lucía");
  expect(openJoinRequests()).toHaveLength(0);
});

test("a group that is full or closed takes no request; bad fields are named", () => {
  expect(
    submitJoinRequest(
      { name: "A", email: "a@example.org" },
      { content, group: { ...group, enrollment: "full" }, language: "en", now: NOW },
    ),
  ).toEqual({
    ok: false,
    refused: "full",
  });
  expect(
    submitJoinRequest(
      { name: " ", email: "nope", note: "x".repeat(1001) },
      { content, group, language: "en", now: NOW },
    ),
  ).toEqual({
    ok: false,
    problems: { name: "name", email: "email", note: "note" },
  });
  expect(openJoinRequests()).toHaveLength(0);
});

test("deleted 90 days after the answer, or 180 days after asking when nobody answered, with their e-mails", () => {
  const ask = (email: string) => {
    const outcome = submitJoinRequest({ name: "P", email }, { content, group, language: "en", now: NOW });
    if (!outcome.ok) throw new Error("not stored");
    return outcome.request.id;
  };
  const answered = ask("answered@example.org");
  const waiting = ask("waiting@example.org");
  answerJoinRequest(answered, "declined", { content, now: NOW + 10 * DAY_MS });
  expect(deleteExpiredJoinRequests(NOW + 99 * DAY_MS)).toEqual({ joinRequests: 0, joinMails: 0 });
  // Its request e-mails (leader, office) and the answer go with it.
  expect(deleteExpiredJoinRequests(NOW + 101 * DAY_MS)).toEqual({ joinRequests: 1, joinMails: 3 });
  expect(getJoinRequest(answered)).toBeNull();
  expect(getJoinRequest(waiting)).not.toBeNull();
  expect(deleteExpiredJoinRequests(NOW + 181 * DAY_MS)).toEqual({ joinRequests: 1, joinMails: 2 });
  expect((getDb().prepare("SELECT COUNT(*) AS n FROM outbox").get() as { n: number }).n).toBe(0);
});

test("a name across lines reaches the e-mails' subject on one line, and the form keeps it on one line", async () => {
  const outcome = submitJoinRequest(
    { name: "Mallory\r\nBcc: everyone@example.org\u2028Tab\there", email: "mallory@example.org" },
    { content, group, language: "en", now: NOW },
  );
  expect(outcome.ok ? outcome.request.name : null).toBe("Mallory Bcc: everyone@example.org Tab here");
  await deliverAll();
  const mails = await received(catcher);
  expect(mails.length).toBeGreaterThan(0);
  for (const mail of mails) {
    expect(mail.subject).toBe("Request to join Arcata Tuesday Home Group: Mallory Bcc: everyone@example.org Tab here");
    expect(mail.bcc).toBeUndefined();
  }
});

test("one address asks a group once a week: a repeat is answered the same and sends nothing more", async () => {
  const first = submitJoinRequest(
    { name: "Rita", email: "rita@example.org" },
    { content, group, language: "en", now: NOW },
  );
  expect(first.ok && !first.repeated).toBe(true);
  for (const later of [NOW + 60_000, NOW + 6 * DAY_MS]) {
    const again = submitJoinRequest(
      { name: "Rita", email: "RITA@example.org" },
      { content, group, language: "en", now: later },
    );
    expect(again).toMatchObject({ ok: true, repeated: true, request: { id: first.ok ? first.request.id : "" } });
  }
  expect(openJoinRequests()).toHaveLength(1);
  await deliverAll();
  expect((await received(catcher)).length).toBe(2); // the leader's and the office's, once
  // A week on, the same request goes again.
  const nextWeek = submitJoinRequest(
    { name: "Rita", email: "rita@example.org" },
    { content, group, language: "en", now: NOW + 8 * DAY_MS },
  );
  expect(nextWeek.ok && !nextWeek.repeated).toBe(true);
});

test("the answer links stop working after 30 days", async () => {
  submitJoinRequest({ name: "Sam", email: "sam@example.org" }, { content, group, language: "en", now: NOW });
  await deliverAll();
  const [mail] = await received(catcher);
  const [accept] = linksOf(mail!.text ?? "");
  expect(accept!.searchParams.get("exp")).toBe(String(NOW + 30 * DAY_MS));
  expect(requestIdOfLink(accept!.searchParams, NOW + 29 * DAY_MS)).not.toBeNull();
  expect(requestIdOfLink(accept!.searchParams, NOW + 30 * DAY_MS)).toBeNull();
  // The expiry is signed: moved on, the link names nothing.
  accept!.searchParams.set("exp", String(NOW + 90 * DAY_MS));
  expect(requestIdOfLink(accept!.searchParams, NOW + 31 * DAY_MS)).toBeNull();
});

test("a church without an office address: the leader alone gets the request, from MAIL_FROM, with no office in its footer", async () => {
  freshSite(catcher, { MAIL_FROM: "website@church.example" });
  const { email: _office, ...church } = content.church;
  const withoutOffice = { ...content, church };
  setContentForTests(withoutOffice);
  try {
    const outcome = submitJoinRequest(
      { name: "Ana", email: "ana@example.org" },
      { content: withoutOffice, group, language: "en", now: NOW },
    );
    expect(outcome.ok).toBe(true);
    await deliverAll();
    const mails = await received(catcher);
    expect(mails.map((mail) => mail.envelopeTo[0])).toEqual(["dana@example.org"]);
    expect(mails[0]!.from?.value[0]?.address).toBe("website@church.example");
    expect(mails[0]!.html).not.toContain(`mailto:${content.church.email}`);
    expect(mails[0]!.html).not.toMatch(/mailto:(undefined)?"/);
  } finally {
    setContentForTests(content);
  }
});
