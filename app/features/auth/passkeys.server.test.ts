import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeEach, expect, test } from "vitest";
import { SoftwareAuthenticator } from "../../../tests/support/software-authenticator";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { listPasskeys, removePasskey } from "./passkey-list.server";
import {
  addPasskey,
  CHALLENGE_TTL_MS,
  registrationOptions,
  relyingParty,
  signInOptions,
  verifyPasskeySignIn,
} from "./passkeys.server";
import { addPerson, removePerson } from "./people.server";

beforeEach(() => {
  closeDb();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "staff-passkeys-"));
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
});
afterAll(() => {
  closeDb();
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
});

const NOW = Date.parse("2026-11-22T18:00:00Z");
const ORIGIN = "http://localhost:3000";
const request = new Request(`${ORIGIN}/admin/passkeys`);

function person(email = "ann@example.org", role: "owner" | "editor" = "editor") {
  const added = addPerson({ email, role, actor: "command line", now: NOW });
  if (!added.ok) throw new Error(added.message);
  return added.person;
}

async function registered(ann = person(), authenticator = new SoftwareAuthenticator()) {
  const options = await registrationOptions(ann, request, NOW);
  const response = JSON.stringify(authenticator.register(options, ORIGIN));
  const added = await addPasskey({ person: ann, request, response, name: "Office laptop", now: NOW });
  expect(added).toEqual({ ok: true });
  return { ann, authenticator };
}

test("a passkey added on the site signs its person in, with a fresh challenge each time", async () => {
  const { ann, authenticator } = await registered();
  expect(listPasskeys(ann.id)).toEqual([
    { id: authenticator.credentialId.toString("base64url"), name: "Office laptop", createdAt: NOW, lastUsedAt: null },
  ]);
  for (const at of [NOW + 1000, NOW + 2000]) {
    const options = await signInOptions(request, at);
    // Discoverable keys: the page asks for no e-mail address, and the key must verify the person.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe("required");
    const response = JSON.stringify(authenticator.signIn(options, ORIGIN));
    const verdict = await verifyPasskeySignIn({ request, response, now: at });
    expect(verdict).toMatchObject({ ok: true, person: { email: "ann@example.org" } });
  }
  expect(listPasskeys(ann.id)[0]?.lastUsedAt).toBe(NOW + 2000);
});

test("a challenge works once: the same signed answer sent again signs nobody in", async () => {
  const { authenticator } = await registered();
  const options = await signInOptions(request, NOW);
  const response = JSON.stringify(authenticator.signIn(options, ORIGIN));
  expect((await verifyPasskeySignIn({ request, response, now: NOW })).ok).toBe(true);
  expect((await verifyPasskeySignIn({ request, response, now: NOW })).ok).toBe(false);
});

test("an expired challenge, or one the server never made, is refused", async () => {
  const { authenticator } = await registered();
  const options = await signInOptions(request, NOW);
  const late = JSON.stringify(authenticator.signIn(options, ORIGIN));
  expect((await verifyPasskeySignIn({ request, response: late, now: NOW + CHALLENGE_TTL_MS })).ok).toBe(false);
  const forged = JSON.stringify(authenticator.signIn({ ...options, challenge: "bm90LW1hZGUtYnktdGhlLXNpdGU" }, ORIGIN));
  expect((await verifyPasskeySignIn({ request, response: forged, now: NOW })).ok).toBe(false);
});

test("a ceremony run on another origin (a copy of the site elsewhere) is refused, adding and signing in", async () => {
  const ann = person();
  const authenticator = new SoftwareAuthenticator();
  const options = await registrationOptions(ann, request, NOW);
  const elsewhere = JSON.stringify(authenticator.register(options, "https://redwood-coast.example"));
  expect((await addPasskey({ person: ann, request, response: elsewhere, name: "x", now: NOW })).ok).toBe(false);
  expect(listPasskeys(ann.id)).toEqual([]);

  await registered(ann, authenticator);
  const signIn = await signInOptions(request, NOW);
  const phished = JSON.stringify(authenticator.signIn(signIn, "https://redwood-coast.example"));
  expect((await verifyPasskeySignIn({ request, response: phished, now: NOW })).ok).toBe(false);
});

test("a removed passkey, or a removed person's, signs nobody in", async () => {
  const owner = person("owner@example.org", "owner");
  const first = await registered(person("first@example.org"));
  const second = await registered(person("second@example.org"));
  removePasskey({ person: first.ann, id: first.authenticator.credentialId.toString("base64url"), now: NOW });
  removePerson({ personId: second.ann.id, actor: { id: owner.id, email: owner.email }, now: NOW });
  for (const { authenticator } of [first, second]) {
    const options = await signInOptions(request, NOW);
    const response = JSON.stringify(authenticator.signIn(options, ORIGIN));
    expect((await verifyPasskeySignIn({ request, response, now: NOW })).ok).toBe(false);
  }
});

test("someone else's passkey cannot be removed", async () => {
  const { ann, authenticator } = await registered();
  const other = person("bob@example.org");
  const id = authenticator.credentialId.toString("base64url");
  expect(removePasskey({ person: other, id, now: NOW }).ok).toBe(false);
  expect(listPasskeys(ann.id)).toHaveLength(1);
});

test("the relying party is PUBLIC_URL's host when set, else the host the request came to", () => {
  expect(relyingParty(request)).toMatchObject({ id: "localhost", origin: ORIGIN });
  process.env.PUBLIC_URL = "https://www.redwoodcoast.example";
  resetEnvForTests();
  expect(relyingParty(request)).toMatchObject({
    id: "www.redwoodcoast.example",
    origin: "https://www.redwoodcoast.example",
  });
});
