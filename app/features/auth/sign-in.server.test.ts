import { expect, test } from "vitest";
import { getDb } from "~/server/db.server";
import { deliverDue, FORGOTTEN_PAYLOAD } from "~/server/outbox.server";
import { listAudit } from "./audit-log.server";
import { addPerson, removePerson } from "./people.server";
import { readSession } from "./sessions.server";
import {
  ANSWER_FLOOR_MS,
  requestEmailSignIn,
  SIGN_IN_MESSAGES,
  signInWithCode,
  signInWithLink,
} from "./sign-in.server";
import { SIGN_IN_LIMITS } from "./sign-in-codes.server";
import { resetSignInLimitsForTests, SIGN_IN_RATES } from "./sign-in-limits.server";
import { withSignInMailbox } from "./test-support";

const mailbox = withSignInMailbox("staff-sign-in", { MAIL_FROM: "website@redwoodcoast.example" });

// The outbox sends on the real clock (it refuses a message whose code has expired): these tests start now.
const NOW = Date.now();
const MINUTE = 60_000;

function invite(email: string, role: "owner" | "editor" | "contributor" = "editor") {
  const added = addPerson({ email, role, actor: "command line", now: NOW });
  if (!added.ok) throw new Error(added.message);
  return added.person;
}

function codeIn(text: string | undefined): string {
  const code = text?.match(/^\s+(\d{10})$/m)?.[1];
  if (!code) throw new Error(`No code in: ${text}`);
  return code;
}

test("a staff member gets a code by e-mail (a real SMTP server, parsed) and signs in with it in that browser", async () => {
  invite("ann@example.org");
  const asked = await requestEmailSignIn({ email: " Ann@Example.org ", client: "203.0.113.7", now: NOW });
  expect(asked.ok).toBe(true);
  if (!asked.ok) return;
  await deliverDue(NOW);
  const mail = await mailbox().waitFor("ann@example.org");
  expect(mail.from?.value[0]?.address).toBe("website@redwoodcoast.example");
  const code = codeIn(mail.text);
  expect(mail.subject).toContain(code);
  // Without PUBLIC_URL the site links to no address a request named: the code only.
  expect(mail.text).not.toContain("http");

  const signedIn = signInWithCode({ attemptToken: asked.attemptToken, code, client: "203.0.113.7", now: NOW + MINUTE });
  expect(signedIn.ok).toBe(true);
  if (!signedIn.ok) return;
  expect(readSession(signedIn.token, NOW + 2 * MINUTE)?.person).toMatchObject({
    email: "ann@example.org",
    status: "active",
  });
  expect(listAudit().map((entry) => entry.action)).toEqual(["sign-in", "sign-in-code-sent", "invitation"]);
});

test("once sent, the code is not in the database any more: the outbox forgot the message", async () => {
  invite("ann@example.org");
  await requestEmailSignIn({ email: "ann@example.org", client: "203.0.113.7", now: NOW });
  await deliverDue(NOW);
  const code = codeIn((await mailbox().waitFor("ann@example.org")).text);
  const rows = getDb().prepare("SELECT payload, delivered_at FROM outbox").all() as { payload: string }[];
  expect(rows).toHaveLength(1);
  expect(rows[0]!.payload).toBe(FORGOTTEN_PAYLOAD);
  const everything = JSON.stringify(getDb().prepare("SELECT * FROM staff_sign_in_codes").all());
  expect(everything).not.toContain(code);
});

test("with PUBLIC_URL the e-mail also carries a link that signs in once, in any browser", async () => {
  invite("ann@example.org");
  await requestEmailSignIn({
    email: "ann@example.org",
    client: "203.0.113.7",
    now: NOW,
    linkOrigin: "https://www.redwoodcoast.example",
  });
  await deliverDue(NOW);
  const link = (await mailbox().waitFor("ann@example.org")).text?.match(/https:\/\/\S+/)?.[0];
  const url = new URL(link!);
  expect(url.origin + url.pathname).toBe("https://www.redwoodcoast.example/admin/verify");
  const token = url.searchParams.get("token");
  expect(signInWithLink({ linkToken: token, client: "198.51.100.2", now: NOW + MINUTE }).ok).toBe(true);
  expect(signInWithLink({ linkToken: token, client: "198.51.100.2", now: NOW + MINUTE })).toEqual({
    ok: false,
    message: SIGN_IN_MESSAGES.badLink,
  });
});

test("an unknown address gets the same answer as a staff member's, after the same time, and no e-mail", async () => {
  invite("ann@example.org");
  const timings: Record<string, number[]> = { known: [], unknown: [] };
  const answers: Record<string, unknown[]> = { known: [], unknown: [] };
  for (let round = 0; round < 3; round += 1) {
    for (const [kind, email] of [
      ["known", "ann@example.org"],
      ["unknown", `nobody${round}@example.org`],
    ] as const) {
      resetSignInLimitsForTests();
      const started = performance.now();
      const answer = await requestEmailSignIn({ email, client: "203.0.113.7", now: NOW });
      timings[kind]!.push(performance.now() - started);
      // The token is random in both: its shape is what the browser sees.
      answers[kind]!.push({ ...answer, attemptToken: answer.ok ? answer.attemptToken.length : undefined });
    }
  }
  expect(answers.unknown).toEqual(answers.known);
  for (const duration of [...timings.known!, ...timings.unknown!]) {
    expect(duration).toBeGreaterThanOrEqual(ANSWER_FLOOR_MS - 1);
    // Past the floor only by what a busy machine adds to a timer (issue 29): the floor is what either kind waits.
    expect(duration).toBeLessThan(2 * ANSWER_FLOOR_MS);
  }
  await deliverDue(NOW);
  await mailbox().waitFor("ann@example.org");
  expect(
    mailbox().messages.flatMap((message) => (message.to && "text" in message.to ? [message.to.text] : [])),
  ).toEqual(["ann@example.org", "ann@example.org", "ann@example.org"]);
  // The log says someone asked for an address it does not know, and never keeps that address.
  expect(JSON.stringify(listAudit())).not.toContain("nobody");
});

test("a code typed for an unknown address, a wrong code and an expired one all get the same message", async () => {
  invite("ann@example.org");
  const unknown = await requestEmailSignIn({ email: "nobody@example.org", client: "203.0.113.7", now: NOW });
  const known = await requestEmailSignIn({ email: "ann@example.org", client: "203.0.113.7", now: NOW });
  await deliverDue(NOW);
  const code = codeIn((await mailbox().waitFor("ann@example.org")).text);
  if (!unknown.ok || !known.ok) throw new Error("asked");
  const answers = [
    signInWithCode({ attemptToken: unknown.attemptToken, code: "123456", client: "203.0.113.7", now: NOW + MINUTE }),
    signInWithCode({
      attemptToken: known.attemptToken,
      code: code === "000000" ? "000001" : "000000",
      client: "203.0.113.7",
      now: NOW + MINUTE,
    }),
    signInWithCode({
      attemptToken: known.attemptToken,
      code,
      client: "203.0.113.7",
      now: NOW + SIGN_IN_LIMITS.codeTtlMs,
    }),
  ];
  expect(answers).toEqual([0, 1, 2].map(() => ({ ok: false, message: SIGN_IN_MESSAGES.badCode })));
  expect(
    listAudit()
      .filter((entry) => entry.action === "sign-in-failed")
      .map((entry) => entry.detail),
  ).toEqual(["expired code or link", "wrong code", "no such code or link", "asked for a code"]);
});

test("sign-in e-mails are limited per e-mail address, whichever address the requests come from", async () => {
  invite("ann@example.org");
  const answers = [];
  for (let i = 0; i <= SIGN_IN_RATES.mailsPerEmail; i += 1) {
    answers.push(await requestEmailSignIn({ email: "ann@example.org", client: `203.0.113.${i}`, now: NOW + i * 1000 }));
  }
  expect(answers.slice(0, -1).every((answer) => answer.ok)).toBe(true);
  expect(answers.at(-1)).toMatchObject({ ok: false, retryAfterSeconds: 15 * 60 - SIGN_IN_RATES.mailsPerEmail });
}, 10_000);

test("code entries are limited per client address", () => {
  const tries = Array.from({ length: SIGN_IN_RATES.stepsPerClientMinute + 1 }, () =>
    signInWithCode({ attemptToken: undefined, code: "123456", client: "203.0.113.7", now: NOW }),
  );
  expect(tries.at(-1)).toMatchObject({ ok: false, retryAfterSeconds: 60 });
  expect(signInWithCode({ attemptToken: undefined, code: "123456", client: "198.51.100.2", now: NOW })).toEqual({
    ok: false,
    message: SIGN_IN_MESSAGES.badCode,
  });
});

test("a removed person asking for a code gets the same answer and no e-mail", async () => {
  const owner = invite("owner@example.org", "owner");
  const ann = invite("ann@example.org");
  removePerson({ personId: ann.id, actor: { id: owner.id, email: owner.email }, now: NOW });
  const answer = await requestEmailSignIn({ email: "ann@example.org", client: "203.0.113.7", now: NOW + MINUTE });
  expect(answer.ok).toBe(true);
  await deliverDue(NOW + MINUTE);
  expect(mailbox().messages).toEqual([]);
});

test("a sign-in e-mail that could not be sent before its code expired is not sent late", async () => {
  invite("ann@example.org");
  // Asked for eleven minutes ago, while the mail server was down.
  const askedAt = NOW - SIGN_IN_LIMITS.codeTtlMs - MINUTE;
  mailbox().refuseAll = true;
  await requestEmailSignIn({ email: "ann@example.org", client: "203.0.113.7", now: askedAt });
  mailbox().refuseAll = false;
  await deliverDue(NOW);
  expect(mailbox().messages).toEqual([]);
  const row = getDb().prepare("SELECT payload, failed_at, last_error FROM outbox").get() as Record<string, unknown>;
  expect(row).toMatchObject({ payload: FORGOTTEN_PAYLOAD, last_error: "expired before it could be sent" });
});
