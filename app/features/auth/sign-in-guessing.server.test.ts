import { expect, test } from "vitest";
import { deliverDue } from "~/server/outbox.server";
import { listAudit } from "./audit-log.server";
import { addPerson } from "./people.server";
import { CODE_DIGITS } from "./secrets.server";
import { createInvitationLink, SIGN_IN_LIMITS } from "./sign-in-codes.server";
import { requestEmailSignIn, signInWithCode, signInWithLink } from "./sign-in.server";
import { withSignInMailbox } from "./test-support";

/**
 * Issue 25's attack on sign-in: a stranger asks for codes for a staff
 * address and guesses, from a new client address every time, patiently.
 * Only ten wrong codes a day count for the person, whoever types them; then
 * no code works that day, not even the right one; the person is told once,
 * and still signs in with the e-mailed link or an invitation link.
 */

const mailbox = withSignInMailbox("staff-guessing", { PUBLIC_URL: "https://www.redwoodcoast.example" });

// The outbox sends on the real clock (it refuses a message whose code has expired): these tests start now.
const NOW = Date.now();
const MINUTE = 60_000;
const ANN = "ann@example.org";
const linkOrigin = "https://www.redwoodcoast.example";

const alerts = () => mailbox().messages.filter((message) => /^Wrong sign-in codes/.test(message.subject ?? ""));

function wrong(code: string): string {
  return String((Number(code) + 1) % 10 ** CODE_DIGITS).padStart(CODE_DIGITS, "0");
}

/** The stranger asks for a code for Ann; Ann's inbox gets it (the stranger does not). */
async function strangerAsks(round: number, now: number) {
  const asked = await requestEmailSignIn({ email: ANN, client: `198.51.100.${round}`, now, linkOrigin });
  if (!asked.ok) throw new Error(asked.message);
  let after = mailbox().messages.length;
  await deliverDue(now);
  // The outbox may send an alert in the same run: the sign-in e-mail is the one with a code.
  let mail = await mailbox().waitFor(ANN, { after });
  while (/^Wrong/.test(mail.subject ?? "")) {
    after = mailbox().messages.indexOf(mail) + 1;
    mail = await mailbox().waitFor(ANN, { after });
  }
  const code = mail.text?.match(/^\s+(\d{10})$/m)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return { attemptToken: asked.attemptToken, code, link: mail.text?.match(/https:\/\/\S+/)?.[0] };
}

test("a year of the allowed guessing stays below one chance in a million", () => {
  // Ten wrong codes a day, every day of a year, against 10^10 codes: 3,650 / 10^10 = 3.65e-7.
  const triesInAYear = 365 * SIGN_IN_LIMITS.wrongCodesPerPerson;
  expect(CODE_DIGITS).toBe(10);
  expect(triesInAYear / 10 ** CODE_DIGITS).toBeLessThan(1e-6);
  expect(SIGN_IN_LIMITS.wrongCodesWindowMs).toBe(24 * 60 * MINUTE);
});

test("the attack: guesses from rotating client addresses stop counting after ten a day, and then no code works", async () => {
  addPerson({ email: ANN, role: "editor", actor: "command line", now: NOW });
  let guesses = 0;
  // Four rounds, a quarter hour apart (the e-mail limit), each from new client addresses.
  for (let round = 0; round < 4; round += 1) {
    const now = NOW + round * 16 * MINUTE;
    const { attemptToken, code } = await strangerAsks(round, now);
    for (let guess = 0; guess < SIGN_IN_LIMITS.maxWrongCodes; guess += 1) {
      guesses += 1;
      const client = `203.0.${round}.${guess}`;
      expect(signInWithCode({ attemptToken, code: wrong(code), client, now: now + MINUTE }).ok).toBe(false);
    }
    if (round >= 1) {
      // Ten wrong codes spent: even the right code of a fresh request signs nobody in.
      const fresh = await strangerAsks(100 + round, now + 2 * MINUTE);
      const right = signInWithCode({
        attemptToken: fresh.attemptToken,
        code: fresh.code,
        client: "192.0.2.1",
        now: now + 3 * MINUTE,
      });
      expect(right.ok).toBe(false);
    }
  }
  expect(guesses).toBe(20);
  // The activity log: ten wrong codes, then every try refused unread (the three right codes among them).
  const failures = listAudit()
    .filter((entry) => entry.action === "sign-in-failed")
    .map((entry) => entry.detail);
  expect(failures.filter((detail) => detail === "wrong code")).toHaveLength(10);
  expect(failures.filter((detail) => detail === "codes paused after too many wrong codes today")).toHaveLength(13);

  // Ann was told once, from the third wrong code, and how she can still sign in.
  await deliverDue(NOW + 60 * MINUTE);
  expect(alerts()).toHaveLength(1);
  expect(alerts()[0]!.text).toContain(`typed 3 wrong sign-in codes for ${ANN}`);
  expect(alerts()[0]!.text).toContain("with the link in a sign-in e-mail, with your passkey");

  // Locked out of codes, not out of the site: the link of her own sign-in e-mail works, from anywhere.
  const own = await strangerAsks(200, NOW + 70 * MINUTE);
  const token = new URL(own.link!).searchParams.get("token");
  expect(signInWithLink({ linkToken: token, client: "192.0.2.9", now: NOW + 71 * MINUTE })).toMatchObject({
    ok: true,
    person: { email: ANN },
  });
  // And so does a fresh invitation link from the operator.
  const ann = addPerson({ email: ANN, role: "editor", actor: "command line", now: NOW, again: "allow" });
  if (!ann.ok) throw new Error(ann.message);
  const invitation = createInvitationLink(ann.person.id, NOW + 72 * MINUTE);
  expect(signInWithLink({ linkToken: invitation.linkToken, client: "192.0.2.9", now: NOW + 73 * MINUTE }).ok).toBe(
    true,
  );

  // A day after the guessing, codes work again.
  const later = NOW + 24 * 60 * MINUTE + 64 * MINUTE;
  const next = await strangerAsks(300, later);
  expect(signInWithCode({ ...next, client: "192.0.2.10", now: later + MINUTE }).ok).toBe(true);
}, 60_000);

test("a person's own slip (two wrong codes) sends no alert and signs in", async () => {
  addPerson({ email: ANN, role: "editor", actor: "command line", now: NOW });
  const { attemptToken, code } = await strangerAsks(0, NOW);
  for (let slip = 0; slip < 2; slip += 1) {
    expect(signInWithCode({ attemptToken, code: wrong(code), client: "203.0.113.7", now: NOW + MINUTE }).ok).toBe(
      false,
    );
  }
  expect(signInWithCode({ attemptToken, code, client: "203.0.113.7", now: NOW + MINUTE }).ok).toBe(true);
  await deliverDue(NOW + 2 * MINUTE);
  expect(alerts()).toHaveLength(0);
});
