import { sign } from "./site-secret.server";

/**
 * A visitor's device as the site may keep it: the client's address signed
 * with the site's secret (so the address itself is never stored, and cannot
 * be recovered from the key), to hold one client to a limit (issue 28).
 */
export function clientKey(address: string | undefined): string {
  return sign("client", address ?? "unknown").slice(0, 22);
}
