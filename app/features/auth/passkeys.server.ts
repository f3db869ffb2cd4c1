import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { z } from "zod";
import { getContent } from "~/server/content.server";
import { getEnv } from "~/server/env.server";
import { describeError, log } from "~/server/logger.server";
import { recordAudit } from "./audit-log.server";
import { listPasskeyRows, passkeyName, type PasskeyResult, type PasskeyRow } from "./passkey-list.server";
import { getPerson, type Person } from "./people.server";
import { staffDb } from "./store.server";

/**
 * Passkeys (WebAuthn) with @simplewebauthn/server. Challenges are made and
 * kept on the server, used once, for five minutes. The relying party is the
 * site's public address (PUBLIC_URL), else the address the request came to
 * (its Host as the trusted proxy passed it on): the browser only lets a page
 * of that origin use the passkey, so a forged Host gains nothing. A passkey
 * signs in alone, so the person must be verified on the device (fingerprint,
 * face, PIN), and keys are discoverable: the sign-in page asks for no e-mail.
 * This file holds the two ceremonies (adding a passkey, signing in with one);
 * passkey-list.server.ts a person's list of them.
 */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export function relyingParty(request: Request): { id: string; origin: string; name: string } {
  const url = new URL(getEnv().PUBLIC_URL ?? request.url);
  return { id: url.hostname, origin: url.origin, name: getContent().church.name };
}

function keepChallenge(challenge: string, purpose: "register" | "sign-in", personId: string | null, now: number) {
  const db = staffDb();
  db.prepare("DELETE FROM staff_passkey_challenges WHERE expires_at <= ?").run(now);
  db.prepare(
    "INSERT INTO staff_passkey_challenges (challenge, purpose, person_id, expires_at) VALUES (?, ?, ?, ?)",
  ).run(challenge, purpose, personId, now + CHALLENGE_TTL_MS);
}

/** Spends a challenge: true once, for the purpose (and person) it was made for, before it expires. */
function spendChallenge(challenge: string, purpose: "register" | "sign-in", personId: string | null, now: number) {
  const row = staffDb()
    .prepare(
      `DELETE FROM staff_passkey_challenges WHERE challenge = ? AND purpose = ? AND person_id IS ? AND expires_at > ?
       RETURNING challenge`,
    )
    .get(challenge, purpose, personId, now);
  return row !== undefined;
}

const credentialJson = z.looseObject({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(8192) }),
});

function parseCredential<T>(raw: unknown): T | undefined {
  if (typeof raw !== "string" || raw.length > 12_000) return undefined;
  try {
    const parsed = credentialJson.safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as T) : undefined;
  } catch {
    return undefined;
  }
}

export async function registrationOptions(
  person: Person,
  request: Request,
  now: number,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty(request);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name || person.email,
    userID: new TextEncoder().encode(person.id),
    attestationType: "none",
    excludeCredentials: listPasskeyRows(person.id).map((row) => ({
      id: row.id,
      transports: JSON.parse(row.transports),
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
  keepChallenge(options.challenge, "register", person.id, now);
  return options;
}

export async function addPasskey(input: {
  person: Person;
  request: Request;
  response: unknown;
  name: unknown;
  now: number;
}): Promise<PasskeyResult> {
  const response = parseCredential<RegistrationResponseJSON>(input.response);
  if (!response) return { ok: false, message: "The passkey's answer could not be read. Please try again." };
  const name = passkeyName(input.name, input.now);
  const rp = relyingParty(input.request);
  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: (challenge) => spendChallenge(challenge, "register", input.person.id, input.now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch (error) {
    log("info", "passkey registration refused", { error: describeError(error) });
    return { ok: false, message: "That passkey could not be added. Please try again." };
  }
  if (!verification.verified) return { ok: false, message: "That passkey could not be added. Please try again." };
  const { credential } = verification.registrationInfo;
  const db = staffDb();
  const known = db.prepare("SELECT 1 FROM staff_passkeys WHERE id = ?").get(credential.id);
  if (known) return { ok: false, message: "That passkey is already on the list." };
  db.transaction(() => {
    db.prepare(
      `INSERT INTO staff_passkeys (id, person_id, name, public_key, counter, transports, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      credential.id,
      input.person.id,
      name,
      Buffer.from(credential.publicKey),
      credential.counter,
      JSON.stringify(credential.transports ?? []),
      input.now,
    );
    recordAudit(
      {
        at: input.now,
        action: "passkey-added",
        actor: { id: input.person.id, email: input.person.email },
        detail: name,
      },
      db,
    );
  }).immediate();
  return { ok: true };
}

export async function signInOptions(request: Request, now: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: relyingParty(request).id, userVerification: "required" });
  keepChallenge(options.challenge, "sign-in", null, now);
  return options;
}

/** Checks a passkey's answer to a sign-in challenge: the person it belongs to, or why not. */
export async function verifyPasskeySignIn(input: {
  request: Request;
  response: unknown;
  now: number;
}): Promise<{ ok: true; person: Person } | { ok: false; message: string; person?: Person }> {
  const refused = "That passkey did not sign you in. Try again, or sign in with a code by e-mail.";
  const response = parseCredential<AuthenticationResponseJSON>(input.response);
  if (!response) return { ok: false, message: refused };
  const db = staffDb();
  const row = db.prepare("SELECT * FROM staff_passkeys WHERE id = ?").get(response.id) as PasskeyRow | undefined;
  const person = row ? getPerson(row.person_id, db) : undefined;
  if (!row || !person || person.status === "removed") return { ok: false, message: refused };
  const rp = relyingParty(input.request);
  try {
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: (challenge) => spendChallenge(challenge, "sign-in", null, input.now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: row.id,
        publicKey: new Uint8Array(row.public_key),
        counter: row.counter,
        transports: JSON.parse(row.transports),
      },
      requireUserVerification: true,
    });
    if (!verification.verified) return { ok: false, message: refused, person };
    db.prepare("UPDATE staff_passkeys SET counter = ?, last_used_at = ? WHERE id = ?").run(
      verification.authenticationInfo.newCounter,
      input.now,
      row.id,
    );
    return { ok: true, person };
  } catch (error) {
    log("info", "passkey sign-in refused", { error: describeError(error) });
    return { ok: false, message: refused, person };
  }
}

/** The daily clean-up: challenges nobody answered. */
export function deleteExpiredChallenges(now: number): number {
  return staffDb().prepare("DELETE FROM staff_passkey_challenges WHERE expires_at <= ?").run(now).changes;
}
