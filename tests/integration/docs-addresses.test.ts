import { afterAll, beforeAll, expect, test } from "vitest";
import { codeSpans, docFiles } from "../../scripts/docs/markdown";
import { rawRequest } from "./raw-http";
import { ensureBuilt, killHard, startSite, type SiteProcess } from "./server-process";

/**
 * Every site address the README and the guides name (as `code`, like `/give/manage` or `/admin/sign-ups`)
 * answers on the demo church as they say: a page or a redirect, never "not found" or an error. Addresses
 * the docs say answer otherwise are listed with what they say. Written with a placeholder (`/events/<id>`,
 * `/series/*`, `/es/…`) an address stands for many and is left out; so are files of a server (`/etc/…`).
 */
const SAID_OTHERWISE: Record<string, number> = {
  // security.md: dot segments and doubled slashes are redirected to the address they stand for.
  "/x/../admin/visits": 308,
  "//admin": 308,
  // The links e-mails carry (features.md): without their signature they refuse.
  "/my-visit": 403,
  "/my-registration": 403,
  "/my-registration/claim": 403,
  // The public API (deploying.md's table): a GET without a query is a bad request.
  "/graphql": 400,
  // roles.md: the staff pages' scripts post to these; a plain GET (signed in or not) is a bad request.
  "/admin/markdown-preview": 400,
  "/admin/passkeys": 400,
  // The live chat (issue 45): its posts' address, which a GET does not read; a host's stream, refused to anyone
  // else (security.md).
  "/live-chat": 400,
  "/admin/live-chat/stream": 403,
};
// Files of a server (backups.md's external disk under /media/ is the machine's, not the site's /media/ pictures).
const NOT_SITE = /^\/(etc|usr|var|opt|tmp|home|srv|dev|proc|mnt)\/|^\/media\/backup/;

function namedAddresses(): string[] {
  const files = docFiles().filter((file) => file === "README.md" || /^docs\/[^/]+\.md$/.test(file));
  const spans = files.flatMap(codeSpans).map((span) => span.trim());
  const addresses = spans
    .filter((span) => /^\/[^\s]*$/.test(span) && !NOT_SITE.test(span))
    .map((span) => span.replace(/[?#].*$/, ""))
    .filter((span) => !/[<>*…:{}]/.test(span));
  return [...new Set(addresses)].sort();
}

let site: SiteProcess;
beforeAll(async () => {
  ensureBuilt();
  site = await startSite({ env: { CONTENT_DIR: "content/redwood-coast", DEMO: "" } });
}, 180_000);
afterAll(async () => {
  if (site) await killHard(site);
});

test("the docs name the addresses a visitor, a donor and staff use", () => {
  expect(namedAddresses()).toEqual(
    expect.arrayContaining(["/admin", "/admin/sign-ups", "/give/manage", "/healthz", "/watch/live", "/podcast.xml"]),
  );
});

test("every address the docs name answers on the demo church as they say", async () => {
  const wrong: string[] = [];
  for (const address of namedAddresses()) {
    // Sent as written: fetch() would resolve `/x/../admin` before sending it.
    const response = await rawRequest(site.baseUrl, { target: address });
    const said = SAID_OTHERWISE[address];
    const ok = said ? response.status === said : response.status < 400 || response.status === 405;
    if (!ok) wrong.push(`${address}: ${response.status}${said ? ` (the docs say ${said})` : ""}`);
  }
  expect(wrong).toEqual([]);
}, 120_000);
