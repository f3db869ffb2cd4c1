import { getEnv } from "~/server/env.server";

/**
 * Whether the site sends notices (issue 44): every notice opens a page of the site, so it needs the site's
 * public address, PUBLIC_URL, as the e-mails' links do. Without it /push/key says "off" and the pages that
 * offer notifications (/app, the sign-up confirmation) say they are not set up.
 */
export function pushIsOn(): boolean {
  return Boolean(getEnv().PUBLIC_URL);
}

/** The site's public origin, as every notice's link names it (PUBLIC_URL's). */
export function siteOrigin(): string {
  const configured = getEnv().PUBLIC_URL;
  if (!configured) throw new Error("PUBLIC_URL is not set: notices are off");
  return new URL(configured).origin;
}

/** Tests only (PUSH_ALLOW_LOCAL_ENDPOINTS): a subscription may point at the suite's fake on 127.0.0.1. */
export function allowLocalEndpoints(): boolean {
  return getEnv().PUSH_ALLOW_LOCAL_ENDPOINTS;
}
