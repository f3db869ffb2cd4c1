import { randomBytes } from "node:crypto";
import type Database from "better-sqlite3";
import { isLanguage, type Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { ensureSchema } from "~/server/db.server";
import { DAY_MS } from "~/server/housekeeping.server";
import { signedLink, signedLinkId } from "~/server/signed-link.server";

/**
 * A donor's links (issue 30, items 4 and 5): "Manage my giving" and the
 * year-end statement are reached without an account, through a signed link
 * (app/server/signed-link.server.ts, purpose "donor") sent to the donor's
 * address. The link carries a random id standing for the address, never the
 * address itself; deleting the row (`data:forget`) makes every link sent
 * stop working, and a new request makes a new id.
 */

export const DONOR_LINK_PURPOSE = "donor";
export const DONOR_LINK_PARAM = "donor";
/** How long a link sent by e-mail opens the donor's pages (docs/decisions/036). */
export const DONOR_LINK_DAYS = 30;

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS donor_links (
    id TEXT PRIMARY KEY,
    donor_email TEXT NOT NULL UNIQUE,
    language TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

export function donorLinksDb(): Database.Database {
  return ensureSchema("donor-links", SCHEMA);
}

export interface Donor {
  id: string;
  email: string;
  language: Language;
}

/** The donor id of an address (made the first time), with the language they last asked in. */
export function donorFor(db: Database.Database, email: string, language: Language, now: number): Donor {
  donorLinksDb();
  const known = db.prepare("SELECT id FROM donor_links WHERE donor_email = ?").get(email) as { id: string } | undefined;
  if (known) {
    db.prepare("UPDATE donor_links SET language = ? WHERE id = ?").run(language, known.id);
    return { id: known.id, email, language };
  }
  const id = randomBytes(16).toString("base64url");
  db.prepare("INSERT INTO donor_links (id, donor_email, language, created_at) VALUES (?, ?, ?, ?)").run(
    id,
    email,
    language,
    now,
  );
  return { id, email, language };
}

/** The donor a page's signed link stands for, or null (forged, expired, or forgotten since). */
export function donorOfLink(query: URLSearchParams, now: number): Donor | null {
  const id = signedLinkId(query, DONOR_LINK_PURPOSE, now, { param: DONOR_LINK_PARAM });
  if (!id) return null;
  const row = donorLinksDb().prepare("SELECT id, donor_email, language FROM donor_links WHERE id = ?").get(id) as
    { id: string; donor_email: string; language: string } | undefined;
  if (!row) return null;
  return { id: row.id, email: row.donor_email, language: isLanguage(row.language) ? row.language : "en" };
}

/** The signed query of a donor's link (donor, exp, sig), to carry from page to page and in forms. */
export function donorQuery(link: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  for (const name of [DONOR_LINK_PARAM, "exp", "sig"]) {
    const value = link.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}

export interface LinkPlace {
  origin: string;
  language: Language;
  defaultLanguage: Language;
  now: number;
}

/** A donor's page as a signed address for an e-mail, in the donor's language, good for DONOR_LINK_DAYS. */
export function donorUrl(donorId: string, path: string, place: LinkPlace): string {
  return signedLink(
    place.origin,
    localizedPath(path, place.language, place.defaultLanguage),
    DONOR_LINK_PURPOSE,
    donorId,
    {
      param: DONOR_LINK_PARAM,
      expiresAt: place.now + DONOR_LINK_DAYS * DAY_MS,
    },
  );
}

/** Deletion on request: every link sent to the address stops working. */
export function forgetDonorLinks(db: Database.Database, email: string): number {
  donorLinksDb();
  return db.prepare("DELETE FROM donor_links WHERE donor_email = ?").run(email).changes;
}
