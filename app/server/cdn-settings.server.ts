/**
 * The CDN in front of the site (CDN_* settings, app/features/cdn): which one,
 * its zone, token and API, checked together at start-up by env.server.ts.
 */

export type CdnProvider = "cloudflare" | "bunny" | "fastly";

export interface CdnSettings {
  provider: CdnProvider;
  /** Cloudflare's zone id, Fastly's service id, or bunny.net's pull zone id. */
  zone: string;
  token: string;
  apiUrl: string;
  /** PUBLIC_URL without a trailing slash: the pages purged are addresses under it. */
  origin: string;
}

const CDN_ZONE_SETTING = { cloudflare: "CDN_ZONE_ID", fastly: "CDN_SERVICE_ID", bunny: "CDN_PULL_ZONE" } as const;
const CDN_API_URL = {
  cloudflare: "https://api.cloudflare.com/client/v4",
  fastly: "https://api.fastly.com",
  bunny: "https://api.bunny.net",
} as const;

/** The CDN_* settings and PUBLIC_URL, as env.server.ts has read them. */
export interface CdnEnv {
  CDN_PROVIDER?: CdnProvider;
  CDN_ZONE_ID?: string;
  CDN_SERVICE_ID?: string;
  CDN_PULL_ZONE?: string;
  CDN_API_TOKEN?: string;
  CDN_API_URL?: string;
  PUBLIC_URL?: string;
}

/** A CDN needs its token, its own zone setting and the public address whose pages it keeps. */
export function cdnProblems(env: CdnEnv): string[] {
  const provider = env.CDN_PROVIDER;
  const given = (["CDN_ZONE_ID", "CDN_SERVICE_ID", "CDN_PULL_ZONE", "CDN_API_TOKEN", "CDN_API_URL"] as const).filter(
    (name) => env[name] !== undefined,
  );
  if (!provider) {
    return given.length > 0 ? [`${given.join(", ")}: set CDN_PROVIDER too (cloudflare, bunny or fastly)`] : [];
  }
  const zone = CDN_ZONE_SETTING[provider];
  const problems: string[] = [];
  if (!env[zone]) problems.push(`${zone}: required with CDN_PROVIDER=${provider}`);
  for (const other of Object.values(CDN_ZONE_SETTING)) {
    if (other !== zone && env[other]) problems.push(`${other}: not used by ${provider} (it takes ${zone})`);
  }
  if (!env.CDN_API_TOKEN) problems.push(`CDN_API_TOKEN: required with CDN_PROVIDER=${provider}`);
  if (!env.PUBLIC_URL) problems.push(`PUBLIC_URL: required with CDN_PROVIDER (the pages purged are its addresses)`);
  return problems;
}

/** The CDN to purge on publish, or null (none: nothing is purged); call it once cdnProblems found none. */
export function cdnSettings(env: CdnEnv): CdnSettings | null {
  if (!env.CDN_PROVIDER) return null;
  return {
    provider: env.CDN_PROVIDER,
    zone: env[CDN_ZONE_SETTING[env.CDN_PROVIDER]]!,
    token: env.CDN_API_TOKEN!,
    apiUrl: (env.CDN_API_URL ?? CDN_API_URL[env.CDN_PROVIDER]).replace(/\/+$/, ""),
    origin: env.PUBLIC_URL!.replace(/\/+$/, ""),
  };
}
