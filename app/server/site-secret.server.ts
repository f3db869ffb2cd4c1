import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "./env.server";
import { markPerVisitor } from "./render-scope.server";

/**
 * The site's one server-side secret, for signatures the site checks itself
 * (the change-or-cancel links in visit e-mails). SITE_SECRET when set;
 * otherwise 32 random bytes made once and kept in DATA_DIR/site-secret (only
 * the site's account may read it), so links keep working across restarts and
 * go wherever the database goes (a backup, a move). The secret is never sent
 * to a browser, written to a log or put in an e-mail: only signatures are
 * (docs/decisions/026-signed-visit-links-issue-19.md).
 */

const FILE_NAME = "site-secret";
let cached: Buffer | undefined;

export function siteSecret(): Buffer {
  if (cached) return cached;
  const env = getEnv();
  if (env.SITE_SECRET) {
    cached = Buffer.from(env.SITE_SECRET, "utf8");
    return cached;
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const file = path.join(dataDir, FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": of two processes starting at once (the site, `npm run data:forget`), one writes and both read its secret.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const stored = readFileSync(file, "utf8").trim();
  if (stored.length < 32)
    throw new Error(`${file} is damaged: delete it (links already sent stop working) or set SITE_SECRET`);
  cached = Buffer.from(stored, "utf8");
  return cached;
}

/** Tests only: read SITE_SECRET or DATA_DIR again. */
export function resetSiteSecretForTests(): void {
  cached = undefined;
}

/**
 * A signature of `value` for one purpose (so a signature made for one use never passes for another).
 * A page whose render signs or checks anything (a form's one-time token, a signed link) is that
 * visitor's alone: never kept or shared by the page cache (render-scope.server.ts, docs/decisions/065).
 */
export function sign(purpose: string, value: string): string {
  markPerVisitor();
  return createHmac("sha256", siteSecret()).update(`${purpose}\n${value}`).digest("base64url");
}

/** Whether `signature` is this site's signature of `value` for `purpose` (compared in constant time). */
export function signatureMatches(purpose: string, value: string, signature: unknown): boolean {
  if (typeof signature !== "string" || signature.length === 0 || signature.length > 128) return false;
  const expected = Buffer.from(sign(purpose, value));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
