import { lookup as dnsLookup, type LookupAddress, type LookupOneOptions } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Where the site will send a notice (docs/decisions/074). A push subscription names the address the site
 * posts each notice to, and anyone can send the site a subscription: so the site only ever posts to a
 * public HTTPS address on the standard port. An address inside the server's own network (loopback, a
 * private range, link-local such as a cloud's metadata service) is refused when it is stored, and again
 * when it is connected to, since a name can resolve somewhere else later. PUSH_ALLOW_LOCAL_ENDPOINTS
 * (tests only) lets the suite's fake push service, on 127.0.0.1 over http, through.
 */

const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, "ipv6");

/** Whether an IP address is one the site may post to: on the public internet. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? "ipv4" : "ipv6");
}

/** Why the site will not post to `endpoint` (a short reason, for the log), or null when it will. */
export function endpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "not an address";
  }
  if (url.username || url.password) return "carries credentials";
  if (allowLocal) return url.protocol === "https:" || url.protocol === "http:" ? null : "not http(s)";
  if (url.protocol !== "https:") return "not https";
  if (url.port !== "") return "not the standard port";
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) !== 0) return isPublicAddress(host) ? null : "a private address";
  if (!host.includes(".") || /\.(localhost|local|internal|home\.arpa)$/i.test(host) || host === "localhost")
    return "a local name";
  return null;
}

/**
 * The resolver the push connections use: as the system's, but a name that resolves to an address
 * inside the server's network fails, so a changed DNS answer cannot turn a stored endpoint inward.
 */
export function publicOnlyLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...(options as LookupOneOptions), all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const found = addresses as unknown as LookupAddress[];
      const usable = allowLocal ? found : found.filter((entry) => isPublicAddress(entry.address));
      if (usable.length === 0) {
        const refused = Object.assign(new Error(`${hostname} resolves only to private addresses`), {
          code: "ENOTPUBLIC",
        });
        return callback(refused, "", 4);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, usable);
      callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}
