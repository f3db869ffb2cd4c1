import { getEnv, type Env } from "~/server/env.server";

/**
 * The origin every notice's link names (issue 44): PUBLIC_URL's, since a notice opens a page of the site
 * and goes when no request is there to name the address. Without it, nothing: /push/key says "off" and
 * the pages that offer notifications say they are not set up; except in the demo (`npm start` on the
 * bundled church), which shows the whole site on the address it prints, http://localhost:<PORT> (a push
 * subscription needs a secure origin, and localhost is the one a computer's own browser has).
 */
export function pushOrigin(env: Pick<Env, "PUBLIC_URL"> & Partial<Pick<Env, "demo" | "PORT">>): string | undefined {
  if (env.PUBLIC_URL) return new URL(env.PUBLIC_URL).origin;
  return env.demo && env.PORT ? `http://localhost:${env.PORT}` : undefined;
}

/** Whether the site sends notices. */
export function pushIsOn(): boolean {
  return pushOrigin(getEnv()) !== undefined;
}

/** The site's public origin, as every notice's link names it. */
export function siteOrigin(): string {
  const origin = pushOrigin(getEnv());
  if (!origin) throw new Error("PUBLIC_URL is not set: notices are off");
  return origin;
}

/** Tests only (PUSH_ALLOW_LOCAL_ENDPOINTS): a subscription may point at the suite's fake on 127.0.0.1. */
export function allowLocalEndpoints(): boolean {
  return getEnv().PUSH_ALLOW_LOCAL_ENDPOINTS;
}
