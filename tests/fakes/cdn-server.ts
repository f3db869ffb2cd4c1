import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Local stand-ins for the three CDNs' purge APIs, on 127.0.0.1 and an
 * ephemeral port, each in its own real shape (as documented by the vendor):
 *
 * - Cloudflare (API v4): POST /zones/{zone_id}/purge_cache, `Authorization:
 *   Bearer <token>`, a JSON body `{"files": [...]}` (at most 30) or
 *   `{"purge_everything": true}`; 200 `{"success": true, "errors": [],
 *   "messages": [], "result": {"id": …}}`; errors in the same envelope with
 *   `success: false` and `errors: [{code, message}]` (10000 Authentication
 *   error, 403; 7003 Could not route, 404; 1015 too many files, 400).
 * - Fastly: POST /purge/{host}/{path} and POST /service/{service_id}/purge_all,
 *   `Fastly-Key: <token>`; 200 `{"status": "ok", "id": …}` (purge_all:
 *   `{"status": "ok"}`); 401 `{"msg": "Provided credentials are missing or
 *   invalid"}`, 404 `{"msg": "Record not found", "detail": …}`.
 * - bunny.net: POST /purge?url={url} and POST /pullzone/{id}/purgeCache,
 *   `AccessKey: <key>`; 200 (purge) or 204 (purgeCache) with no body; 401 with
 *   no body; 404 `{"ErrorKey": "pullzone.not_found", "Field": "Id", "Message": …}`.
 *
 * Every purge it takes is recorded with the moment it arrived; `outage`
 * answers 503 (the CDN's API down) until it is switched off.
 */

export type FakeCdnProvider = "cloudflare" | "fastly" | "bunny";

export interface Purge {
  /** Absolute addresses purged, or "everything". */
  what: string[] | "everything";
  at: number;
}

export interface FakeCdn {
  url: string;
  provider: FakeCdnProvider;
  token: string;
  zone: string;
  purges: Purge[];
  /** Every call, refused ones included. */
  calls: number;
  outage: boolean;
  close(): Promise<void>;
}

const ZONES = { cloudflare: "023e105f4ecef8ad9ca31a8372d0c353", fastly: "SU1Z0isxPaozGVKXdv0eY", bunny: "12345" };

export async function startFakeCdn(provider: FakeCdnProvider, token = `${provider}-test-token`): Promise<FakeCdn> {
  const fake: FakeCdn = {
    provider,
    token,
    zone: ZONES[provider],
    purges: [],
    calls: 0,
    outage: false,
    url: "",
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const answer = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    fake.calls += 1;
    if (fake.outage) {
      res.writeHead(503, { "content-type": "text/html" });
      return res.end("<html><body><h1>503 Service Unavailable</h1></body></html>");
    }
    const url = new URL(req.url ?? "/", "http://fake");
    const at = Date.now();
    if (req.method !== "POST") return answer(res, 405, undefined);
    if (provider === "cloudflare") return cloudflare(req, res, url, body, at);
    if (provider === "fastly") return fastly(req, res, url, at);
    return bunny(req, res, url, at);
  });

  function cloudflare(req: IncomingMessage, res: ServerResponse, url: URL, body: string, at: number) {
    const envelope = (success: boolean, errors: { code: number; message: string }[], result: unknown) => ({
      success,
      errors,
      messages: [],
      result,
    });
    if (req.headers.authorization !== `Bearer ${fake.token}`) {
      return answer(res, 403, envelope(false, [{ code: 10000, message: "Authentication error" }], null));
    }
    const match = /^\/zones\/([^/]+)\/purge_cache$/.exec(url.pathname);
    if (!match || match[1] !== fake.zone) {
      const message = `Could not route to ${url.pathname}, perhaps your object identifier is invalid?`;
      return answer(res, 404, envelope(false, [{ code: 7003, message }], null));
    }
    const request = JSON.parse(body || "{}") as { files?: string[]; purge_everything?: boolean };
    if (request.files && request.files.length > 30) {
      return answer(res, 400, envelope(false, [{ code: 1015, message: "Too many files in purge request" }], null));
    }
    if (request.purge_everything === true) fake.purges.push({ what: "everything", at });
    else if (request.files?.length) fake.purges.push({ what: request.files, at });
    else
      return answer(
        res,
        400,
        envelope(
          false,
          [
            {
              code: 1012,
              message: 'Request must contain one of "purge_everything", "files", "tags", "hosts" or "prefixes"',
            },
          ],
          null,
        ),
      );
    return answer(res, 200, envelope(true, [], { id: fake.zone }));
  }

  function fastly(req: IncomingMessage, res: ServerResponse, url: URL, at: number) {
    if (req.headers["fastly-key"] !== fake.token) {
      return answer(res, 401, { msg: "Provided credentials are missing or invalid" });
    }
    const all = /^\/service\/([^/]+)\/purge_all$/.exec(url.pathname);
    if (all) {
      if (all[1] !== fake.zone)
        return answer(res, 404, { msg: "Record not found", detail: `Cannot find service '${all[1]}'` });
      fake.purges.push({ what: "everything", at });
      return answer(res, 200, { status: "ok" });
    }
    if (url.pathname.startsWith("/purge/")) {
      fake.purges.push({ what: [`https://${url.pathname.slice("/purge/".length)}`], at });
      return answer(res, 200, { status: "ok", id: `108-${randomUUID().slice(0, 8)}` });
    }
    return answer(res, 404, { msg: "Record not found", detail: `No route for ${url.pathname}` });
  }

  function bunny(req: IncomingMessage, res: ServerResponse, url: URL, at: number) {
    if (req.headers.accesskey !== fake.token) return answer(res, 401, undefined);
    if (url.pathname === "/purge") {
      const purged = url.searchParams.get("url");
      if (!purged)
        return answer(res, 400, { ErrorKey: "purge.url_required", Field: "url", Message: "The url is required" });
      fake.purges.push({ what: [purged], at });
      return answer(res, 200, undefined);
    }
    const zone = /^\/pullzone\/([^/]+)\/purgeCache$/.exec(url.pathname);
    if (zone && zone[1] === fake.zone) {
      fake.purges.push({ what: "everything", at });
      return answer(res, 204, undefined);
    }
    return answer(res, 404, {
      ErrorKey: "pullzone.not_found",
      Field: "Id",
      Message: "The requested Pull Zone was not found",
    });
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}
