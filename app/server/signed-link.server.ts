import { sign, signatureMatches } from "./site-secret.server";

/**
 * The one kind of link the site signs (docs/decisions/026): an address that
 * carries a record's id and this site's signature of it for one purpose
 * ("visit", "donor", "registration", "join-request", "newsletter"…), so whoever holds the
 * e-mail can act on that one record without an account, and a link made for
 * one purpose never passes for another. An optional expiry is signed with it.
 */

export interface SignedLinkOptions {
  /** The query parameter that carries the id ("visit", "donor"…); "id" unless said. */
  param?: string;
  /** When the link stops working, in ms since the epoch; signed with the id. */
  expiresAt?: number;
}

function signedValue(id: string, expiresAt: number | undefined): string {
  return expiresAt === undefined ? id : `${id}\n${expiresAt}`;
}

/** `origin` + `path` with the id and its signature (and expiry) in the query. */
export function signedLink(
  origin: string,
  path: string,
  purpose: string,
  id: string,
  options: SignedLinkOptions = {},
): string {
  const url = new URL(path, origin);
  url.searchParams.set(options.param ?? "id", id);
  if (options.expiresAt !== undefined) url.searchParams.set("exp", String(options.expiresAt));
  url.searchParams.set("sig", sign(purpose, signedValue(id, options.expiresAt)));
  return url.toString();
}

/**
 * The id a signed link carries, when its signature is this site's for `purpose`
 * and it has not expired at `now`; otherwise null (forged, altered or stale).
 */
export function signedLinkId(
  query: URLSearchParams,
  purpose: string,
  now: number,
  options: Pick<SignedLinkOptions, "param"> = {},
): string | null {
  const id = query.get(options.param ?? "id");
  if (!id || id.length > 64) return null;
  const exp = query.get("exp");
  const expiresAt = exp === null ? undefined : Number(exp);
  if (expiresAt !== undefined && (!Number.isSafeInteger(expiresAt) || expiresAt <= now)) return null;
  return signatureMatches(purpose, signedValue(id, expiresAt), query.get("sig")) ? id : null;
}
