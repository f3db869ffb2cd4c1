import { spawn } from "node:child_process";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sendPlans } from "../../scripts/lib/visit-burst.mjs";
import { rawRequest } from "./raw-http";
import { ensureBuilt, killHard, root, startSite, type SiteProcess } from "./server-process";

/**
 * Issue 25, "a private staff page entered the public page cache": the attack
 * as it was made against the built server, then a visitor without cookies.
 */

let site: SiteProcess;
let staffCookie: string;
let visitorEmail: string;

beforeAll(async () => {
  ensureBuilt();
  site = await startSite();
  // An owner, signed in as the invitation's link does: the form's one press.
  const port = new URL(site.baseUrl).port;
  const child = spawn(process.execPath, ["scripts/admin-invite.mjs", "owner@example.org", "--role", "owner"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: site.dataDir, PORT: port, SMTP_URL: "", PUBLIC_URL: "", LOG_LEVEL: "error" },
  });
  let printed = "";
  child.stdout.on("data", (chunk: Buffer) => (printed += chunk));
  await new Promise((resolve) => child.on("close", resolve));
  const token = new URL(/https?:\/\/\S+\/admin\/verify\?token=\S+/.exec(printed)![0]).searchParams.get("token")!;
  const signedIn = await fetch(`${site.baseUrl}/admin/verify`, {
    method: "POST",
    redirect: "manual",
    // Not a browser (no Origin): a staff post then shows the token in its header (issue 43).
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: site.cookie, "x-xsrf-token": site.token },
    body: new URLSearchParams({ token }).toString(),
  });
  staffCookie = /staff-session=[^;]+/.exec(signedIn.headers.get("set-cookie") ?? "")![0];
  // A visitor's plan: the staff page lists the visitor's name and e-mail address.
  const sent = await sendPlans({ baseUrl: site.baseUrl, plans: 1 });
  visitorEmail = [...sent.acknowledged][0] as string;
}, 120_000);

afterAll(async () => {
  if (site) await killHard(site);
});

test("the staff page shows the visitor to the signed-in owner (so the checks below can fail)", async () => {
  const page = await fetch(`${site.baseUrl}/admin/visits`, { headers: { cookie: staffCookie } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(visitorEmail);
});

test("/x/../admin/visits with a staff cookie is not rendered as a public page, and nobody without one sees the visitors", async () => {
  const attack = await rawRequest(site.baseUrl, { target: "/x/../admin/visits", headers: { cookie: staffCookie } });
  expect(attack.status).toBe(308);
  expect(attack.headers.location).toBe("/admin/visits");
  expect(attack.body).not.toContain(visitorEmail);
  expect(attack.headers["cache-control"]).toBe("no-store");

  for (const target of ["/x/../admin/visits", "/admin/visits"]) {
    const cookieless = await rawRequest(site.baseUrl, { target });
    expect(cookieless.body, target).not.toContain(visitorEmail);
    expect(cookieless.body, target).not.toContain("Who&rsquo;s coming");
    expect(cookieless.headers["cache-control"], target).not.toMatch(/public/);
  }
});

test("other spellings of a staff address are refused or sent to the one spelling, and never kept", async () => {
  const spellings = [
    "//admin//visits",
    "/admin/./visits",
    "/admin/visits/.",
    "/admin%2fvisits",
    "/admin%2Fvisits",
    "/x/..%2fadmin/visits",
    "/x\\..\\admin\\visits",
    "/%2e%2e/admin/visits",
  ];
  for (const target of spellings) {
    const attack = await rawRequest(site.baseUrl, { target, headers: { cookie: staffCookie } });
    expect([308, 400], target).toContain(attack.status);
    if (attack.status === 308) expect(attack.headers.location, target).toMatch(/^\/admin\/visits\/?$/);
    expect(attack.body, target).not.toContain(visitorEmail);
    const cookieless = await rawRequest(site.baseUrl, { target });
    expect(cookieless.body, target).not.toContain(visitorEmail);
  }
});

test("a public page asked for with staff credentials is rendered without them: the kept copy is the anonymous page", async () => {
  const withCredentials = await rawRequest(site.baseUrl, {
    target: "/about?visit=received",
    headers: { cookie: staffCookie, authorization: "Bearer not-the-token-but-a-credential-all-the-same" },
  });
  expect(withCredentials.status).toBe(200);
  expect(withCredentials.headers["set-cookie"]).toBeUndefined();
  const anonymous = await rawRequest(site.baseUrl, { target: "/about?visit=received" });
  expect(anonymous.headers["x-render-cache"]).toBe("hit");
  expect(anonymous.body).toBe(withCredentials.body);
  expect(anonymous.body).not.toContain("owner@example.org");
});

test("made-up query strings are rendered for their request alone, never kept, and limited per client", async () => {
  const first = await fetch(`${site.baseUrl}/contact?utm_source=newsletter`);
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe("no-store");
  const again = await fetch(`${site.baseUrl}/contact?utm_source=newsletter`);
  expect(again.headers.get("x-render-cache")).toBe("miss");
  // A search the page reads is kept like any page (on a busy machine the first answer may be the kind one a
  // slow render gets, which is never kept: the next full render is).
  await expect
    .poll(async () => (await fetch(`${site.baseUrl}/watch/search?q=grace`)).headers.get("x-render-cache"), {
      timeout: 15_000,
    })
    .toBe("hit");

  const statuses: number[] = [];
  for (let index = 0; index < 70; index += 1) {
    statuses.push((await fetch(`${site.baseUrl}/contact?made-up=${index}`)).status);
  }
  expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
  // The pages themselves are still served from the cache to everyone.
  expect((await fetch(`${site.baseUrl}/contact`)).status).toBe(200);
}, 60_000);
