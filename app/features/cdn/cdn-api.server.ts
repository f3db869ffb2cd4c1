import { z } from "zod";
import type { CdnSettings } from "~/server/cdn-settings.server";
import { fetchJson } from "~/server/fetch.server";

/**
 * The three CDNs' purge APIs, each in its own shape (docs/decisions/033):
 *
 * - Cloudflare: POST {api}/zones/{zone_id}/purge_cache with a bearer token,
 *   `{"files": [urls]}` (at most 30 a request) or `{"purge_everything": true}`;
 *   it answers `{success, errors, messages, result: {id}}`.
 * - Fastly: POST {api}/purge/{host}{path} for an address, POST
 *   {api}/service/{service_id}/purge_all for everything, with a Fastly-Key
 *   header; it answers `{"status": "ok", "id": …}` (purge_all: `{"status": "ok"}`).
 * - bunny.net: POST {api}/purge?url={url} for an address, POST
 *   {api}/pullzone/{id}/purgeCache for the whole pull zone, with an AccessKey
 *   header; it answers 200 or 204 with no body.
 *
 * A refusal throws UpstreamError (fetch.server.ts) with the status; the token
 * is never part of a log line or a message.
 */

const cloudflareAnswer = z.object({ success: z.literal(true) });
const fastlyAnswer = z.object({ status: z.literal("ok") });
/** bunny.net's answers carry no body worth reading. */
const bunnyAnswer = z.unknown();

/** Cloudflare takes at most 30 addresses in one purge (its API's limit on every plan). */
const CLOUDFLARE_BATCH = 30;

const CALL = { upstream: "cdn", method: "POST", timeoutMs: 10_000, retries: 1 } as const;

export async function purgeAddresses(settings: CdnSettings, urls: readonly string[]): Promise<void> {
  const { provider, apiUrl, zone, token } = settings;
  if (provider === "cloudflare") {
    for (let start = 0; start < urls.length; start += CLOUDFLARE_BATCH) {
      await fetchJson({
        ...CALL,
        url: `${apiUrl}/zones/${encodeURIComponent(zone)}/purge_cache`,
        headers: { authorization: `Bearer ${token}` },
        body: { files: urls.slice(start, start + CLOUDFLARE_BATCH) },
        schema: cloudflareAnswer,
      });
    }
    return;
  }
  for (const url of urls) {
    if (provider === "fastly") {
      const { host, pathname } = new URL(url);
      await fetchJson({
        ...CALL,
        url: `${apiUrl}/purge/${host}${pathname}`,
        headers: { "fastly-key": token },
        schema: fastlyAnswer,
      });
    } else {
      await fetchJson({
        ...CALL,
        url: `${apiUrl}/purge?${new URLSearchParams({ url })}`,
        headers: { accesskey: token },
        schema: bunnyAnswer,
      });
    }
  }
}

export async function purgeEverything(settings: CdnSettings): Promise<void> {
  const { provider, apiUrl, zone, token } = settings;
  const path = encodeURIComponent(zone);
  if (provider === "cloudflare") {
    await fetchJson({
      ...CALL,
      url: `${apiUrl}/zones/${path}/purge_cache`,
      headers: { authorization: `Bearer ${token}` },
      body: { purge_everything: true },
      schema: cloudflareAnswer,
    });
  } else if (provider === "fastly") {
    await fetchJson({
      ...CALL,
      url: `${apiUrl}/service/${path}/purge_all`,
      headers: { "fastly-key": token },
      schema: fastlyAnswer,
    });
  } else {
    await fetchJson({
      ...CALL,
      url: `${apiUrl}/pullzone/${path}/purgeCache`,
      headers: { accesskey: token },
      schema: bunnyAnswer,
    });
  }
}
