import Database from "better-sqlite3";
import { parse } from "csv-parse/sync";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { ensureBuilt, killHard, startSite, type SiteProcess } from "./server-process";
import { headersOf, PEOPLE, visitsTo } from "./insights-visits";
import { signedInStaff } from "./staff-session";

/**
 * Issue 47, against the built server: a scripted week of visits, the server's clock moved across its days
 * (X-Test-Now), then read back as staff read it, through Staff → Insights' CSV (a real CSV parser). The same
 * visitor counts once a day and again the next day; staff, a robot, the operator's checks and Do Not Track
 * (the demo church honours it) are not counted; a page fetched ahead counts once it is shown; a page a CDN
 * served (the server never saw it) is counted by its beacon, and a page the server counted is not counted again
 * by its own. Who sees gifts follows the roles, on the page and in the CSV.
 */

const WEEK = { from: "2030-03-03", to: "2030-03-09" }; // Sunday to Saturday
const at = (day: string, time: string) => `${day}T${time}:00-08:00`;
let site: SiteProcess;
const cookies: Record<string, string> = {};
let opens: ReturnType<typeof visitsTo>["opens"];
let beacon: ReturnType<typeof visitsTo>["beacon"];

async function csv(table: string, cookie = cookies.owner!): Promise<Record<string, string>[]> {
  const query = new URLSearchParams({ range: "custom", ...WEEK, table });
  const answer = await fetch(`${site.baseUrl}/admin/insights.csv?${query}`, { headers: { cookie } });
  expect(answer.status, table).toBe(200);
  return parse(await answer.text(), { columns: true });
}

beforeAll(async () => {
  ensureBuilt();
  site = await startSite({ env: { ALLOW_TEST_CLOCK: "true" } });
  ({ opens, beacon } = visitsTo(site));
  // A treasurer sees what an owner sees here (both hold giving.read): staff-roles.test.ts opens the page as each role.
  await Promise.all(
    (["owner", "editor", "care"] as const).map(async (role) => {
      cookies[role] = await signedInStaff(site, role, `${role}-insights@example.org`);
    }),
  );
  const [sunday, monday, tuesday, saturday] = ["2030-03-03", "2030-03-04", "2030-03-05", "2030-03-09"];

  // Sunday. Ana, on a computer, reads three pages; the third from Instagram's link with a campaign.
  await opens("ana", "/", at(sunday, "09:00"));
  await opens("ana", "/about", at(sunday, "09:01"), { referer: `${site.baseUrl}/` });
  await opens("ana", "/easter?utm_source=instagram", at(sunday, "09:02"), { referer: "https://l.instagram.com/" });
  // Ben, on a phone: the home page; /events fetched ahead (Speculation Rules) and shown later; the live page.
  await opens("ben", "/", at(sunday, "10:00"));
  await opens("ben", "/events", at(sunday, "10:01"), { "sec-purpose": "prefetch;prerender" }, false);
  await beacon("ben", "/events", at(sunday, "10:02"));
  await opens("ben", "/watch/live", at(sunday, "10:30"));
  // Cara's Easter page came from a CDN's copy: the server sees only its beacon.
  await beacon("cara", "/easter", at(sunday, "11:00"), { r: "l.instagram.com", u: "instagram" });
  // A staff member: the staff area marks the browser, and their public pages are not counted.
  // (On the real clock: a session used years ahead of its start would have lapsed.)
  const marked = await fetch(`${site.baseUrl}/admin`, {
    headers: { "user-agent": PEOPLE.staff.agent, "x-forwarded-for": PEOPLE.staff.address, cookie: cookies.owner! },
  });
  await marked.text();
  const flag = /staff-browser=1/.exec(marked.headers.get("set-cookie") ?? "")?.[0];
  expect(flag).toBe("staff-browser=1");
  await opens("staff", "/", at(sunday, "12:01"), { cookie: flag! });
  await opens("staff", "/about", at(sunday, "12:02"), { cookie: flag! });
  // A robot, the operator's check with its token, and a browser that asks not to be tracked.
  await opens("robot", "/", at(sunday, "13:00"), {}, false);
  await opens("robot", "/about", at(sunday, "13:01"), {}, false);
  await opens(
    "careful",
    "/",
    at(sunday, "13:30"),
    { authorization: "Bearer integration-operator-token-0123456789" },
    false,
  );
  await opens("careful", "/", at(sunday, "13:31"), { dnt: "1" });
  await opens("careful", "/about", at(sunday, "13:32"), { "sec-gpc": "1" });
  // Beacons that count nothing: from another site's page, and for a page the site never served.
  const forged = await fetch(`${site.baseUrl}/insights/count`, {
    method: "POST",
    headers: { ...headersOf("forger", at(sunday, "14:00")), origin: "https://elsewhere.example" },
    body: JSON.stringify({ k: "v", p: "/about", w: 390 }),
  });
  expect(forged.status).toBe(204);
  await beacon("forger", "/no-such-page", at(sunday, "14:01"));
  // Only posted: a browser that opens the beacon's address is told so, not shown a missing page.
  const opened = await fetch(`${site.baseUrl}/insights/count`, { headers: headersOf("forger", at(sunday, "14:02")) });
  await opened.text();
  expect([opened.status, opened.headers.get("allow")]).toEqual([405, "POST"]);
  // Monday: Ana again, twice; a new day, so a visitor again. Tuesday: Ben signs up for the newsletter on /about.
  await opens("ana", "/", at(monday, "09:00"));
  await opens("ana", "/", at(monday, "18:00"));
  await opens("ben", "/about", at(tuesday, "08:00"));
  const signUp = await fetch(`${site.baseUrl}/newsletter`, {
    method: "POST",
    headers: {
      ...headersOf("ben", at(tuesday, "08:01")),
      "content-type": "application/x-www-form-urlencoded",
      accept: "application/json",
      cookie: site.cookie,
      "x-xsrf-token": site.token,
      origin: site.baseUrl,
      referer: `${site.baseUrl}/about`,
    },
    body: new URLSearchParams({ email: "ben-insights@example.org" }).toString(),
  });
  await signUp.text();
  expect(signUp.status).toBe(200);
  // Saturday: Ana, with JavaScript off (no beacon): the server's count stands alone.
  await opens("ana", "/", at(saturday, "20:00"), {}, false);
}, 240_000);

afterAll(async () => {
  if (site) await killHard(site);
});

test("each day's visitors and views: the same visitor once a day, again the next day, and nobody left out counted", async () => {
  const days = (await csv("days")).map((row) => [row.from, row.visitors, row["page views"]]);
  expect(days).toEqual([
    // Ana (3 pages), Ben (home, /events once shown, the live page), Cara (her CDN's copy of /easter).
    ["2030-03-03", "3", "7"],
    ["2030-03-04", "1", "2"],
    ["2030-03-05", "1", "1"],
    ["2030-03-06", "0", "0"],
    ["2030-03-07", "0", "0"],
    ["2030-03-08", "0", "0"],
    ["2030-03-09", "1", "1"],
  ]);
});

test("pages, ways in by domain and campaign, devices and the steps, with the page each started from", async () => {
  const pages = Object.fromEntries((await csv("pages")).map((row) => [row.page, [row.visitors, row["page views"]]]));
  // A page's visitors are counted once a day: Ana's home page on Sunday, Monday (twice) and Saturday.
  expect(pages).toEqual({
    "/": ["4", "5"],
    "/about": ["2", "2"],
    "/easter": ["2", "2"],
    "/events": ["1", "1"],
    "/watch/live": ["1", "1"],
  });
  expect((await csv("sources")).map((row) => [row.site, row["views that came in"]])).toEqual([
    ["(direct)", "8"],
    ["instagram.com", "2"],
  ]);
  expect((await csv("campaigns")).map((row) => [row.campaign, row["views that came in"]])).toEqual([
    ["instagram", "2"],
  ]);
  expect((await csv("devices")).map((row) => [row.device, row.visitors])).toEqual([
    ["desktop", "3"],
    ["phone", "3"],
  ]);
  // Each page by the title the site gives it, beside its address: the site's own screens too.
  expect(Object.fromEntries((await csv("pages")).map((row) => [row.page, row.title]))).toEqual({
    "/": "Sent People with Renovated Lives",
    "/about": "About Us",
    "/easter": expect.any(String),
    "/events": "Events",
    "/watch/live": "Live",
  });
  const steps = (await csv("steps")).map((row) => [row.step, row.page, row.title, row.times]);
  expect(steps).toContainEqual(["newsletter", "/about", "About Us", "1"]);
});

test("gifts only for those who see giving, on the page and in the CSV; no Insights for the care team", async () => {
  const query = `range=custom&from=${WEEK.from}&to=${WEEK.to}`;
  const page = async (role: string) => {
    const answer = await fetch(`${site.baseUrl}/admin/insights?${query}`, { headers: { cookie: cookies[role]! } });
    return { status: answer.status, html: await answer.text() };
  };
  for (const role of ["owner"]) {
    const { status, html } = await page(role);
    expect(status, role).toBe(200);
    expect(html, role).toMatch(/<h3>Gifts<\/h3>/);
    expect(
      (await csv("steps", cookies[role])).map((row) => row.step),
      role,
    ).toContain("gift");
  }
  const editor = await page("editor");
  expect(editor.status).toBe(200);
  expect(editor.html).toContain("Visitors and page views");
  expect(editor.html).not.toMatch(/<h3>Gifts<\/h3>|Ofrendas/);
  expect((await csv("steps", cookies.editor)).map((row) => row.step)).not.toContain("gift");
  expect((await page("care")).status).toBe(403);
  const careCsv = await fetch(`${site.baseUrl}/admin/insights.csv?${query}&table=pages`, {
    headers: { cookie: cookies.care! },
  });
  await careCsv.text();
  expect(careCsv.status).toBe(403);
});

test("the database holds counts only, by day and by month: no column a visitor, an address or a code could sit in", () => {
  const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'insight%'`).all() as {
      name: string;
    }[];
    const columns = tables.flatMap(({ name }) =>
      (db.prepare(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[]).map(
        (column) => column.name,
      ),
    );
    expect(new Set(columns)).toEqual(
      new Set([
        "day",
        "month",
        "path",
        "views",
        "visitors",
        "kind",
        "value",
        "source",
        "campaign",
        "visits",
        "step",
        "detail",
        "count",
      ]),
    );
    const everything = JSON.stringify(tables.map(({ name }) => db.prepare(`SELECT * FROM "${name}"`).all()));
    for (const person of Object.values(PEOPLE)) {
      expect(everything).not.toContain(person.address);
      expect(everything).not.toContain(person.agent);
    }
  } finally {
    db.close();
  }
});
