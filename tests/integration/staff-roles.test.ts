import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { can, type Permission } from "../../app/features/auth/permissions.server";
import { ROLES, type Role } from "../../app/features/auth/roles";
import { ensureBuilt, killHard, root, startSite, type SiteProcess } from "./server-process";
import { signedInStaff, staffRoutes } from "./staff-session";

/**
 * Issue 38: what each staff role sees and does, held against EVERY staff route of app/routes.ts for
 * EVERY role of app/features/auth/roles.ts (a role added later is checked too), over HTTP against the
 * built server, and against the table in docs/roles.md. A staff route missing from STAFF_ROUTES fails
 * the first test: a new page must say who may open it.
 */

/**
 * A form's pages (issue 35) are for that form's readers, not for a permission: owners and editors for an
 * open form, owners and the roles it names for a private one (the demo's prayer form names the care team).
 * Someone else is told the form is not there (404), as for a form that does not exist.
 */
type Need = Permission | "signed-in" | "anyone" | { readers: Role[] };
const PRAYER_READERS: Need = { readers: ["owner", "care"] };
const CONTACT_READERS: Need = { readers: ["owner", "editor"] };

interface StaffRoute {
  /** Who may open it: a permission, any signed-in staff member, or anyone (the sign-in pages). */
  need: Need;
  /** The address requested, where it is not the pattern's own: its parameters filled in, or a page that is none. */
  url?: string;
  /** How: a page is read; a script's endpoint is posted. */
  method?: "GET" | "POST";
}

/** Every staff route, by its pattern in app/routes.ts. */
const STAFF_ROUTES: Record<string, StaffRoute> = {
  "admin/sign-in": { need: "anyone" },
  "admin/sign-in/code": { need: "anyone" },
  "admin/sign-in/passkey": { need: "anyone", method: "POST" },
  "admin/verify": { need: "anyone" },
  "admin/sign-out": { need: "anyone", method: "POST" },
  "admin/*": { need: "anyone", url: "/admin/no-such-page" },
  admin: { need: "signed-in" },
  "admin/security": { need: "signed-in" },
  "admin/passkeys": { need: "signed-in", method: "POST" },
  "admin/people": { need: "people.manage" },
  "admin/activity": { need: "activity.read" },
  "admin/visits": { need: "visits.read" },
  "admin/visits.csv": { need: "visits.read" },
  "admin/sign-ups": { need: "sign-ups.manage" },
  "admin/sign-ups/:event": { need: "sign-ups.manage", url: "/admin/sign-ups/summer-day-camp" },
  "admin/sign-ups/:event/roster.csv": { need: "sign-ups.manage", url: "/admin/sign-ups/summer-day-camp/roster.csv" },
  "admin/groups": { need: "content.publish" },
  // Issue 44: the demo church names no other senders in church.yaml, so owners and editors.
  "admin/notifications": { need: "notifications.send" },
  "admin/notifications/new": { need: "notifications.send" },
  "admin/content": { need: "content.draft" },
  "admin/content/events": { need: "content.draft" },
  "admin/edit/*": { need: "content.draft", url: "/admin/edit/alerts.yaml" },
  "admin/translate/*": { need: "content.draft", url: "/admin/translate/pages/about.md" },
  "admin/autosave/*": { need: "content.draft", url: "/admin/autosave/alerts.yaml", method: "POST" },
  "admin/markdown-preview": { need: "content.draft", method: "POST" },
  "admin/review/:person/*": { need: "content.publish", url: "/admin/review/nobody/church.yaml" },
  "admin/history": { need: "content.draft" },
  "admin/history/:id": { need: "content.draft", url: "/admin/history/1" },
  "admin/images": { need: "content.draft" },
  "admin/giving": { need: "giving.read" },
  "admin/giving.csv": { need: "giving.read" },
  "admin/insights": { need: "insights.read" },
  "admin/insights.csv": { need: "insights.read", url: "/admin/insights.csv?table=pages" },
  "admin/forms": { need: "signed-in" },
  "admin/forms/:formId": { need: CONTACT_READERS, url: "/admin/forms/contact" },
  "admin/forms/:formId.csv": { need: PRAYER_READERS, url: "/admin/forms/prayer.csv" },
  "admin/forms/:formId/:submissionId": { need: PRAYER_READERS, url: "/admin/forms/prayer/no-such-request" },
  "admin/forms/:formId/prayer-list": { need: PRAYER_READERS, url: "/admin/forms/prayer/prayer-list" },
  "admin/forms/:formId/prayer-wall": { need: PRAYER_READERS, url: "/admin/forms/prayer/prayer-wall" },
  // Issue 45: the live chat's state and attendance, and a host's actions from the live page.
  "admin/live": { need: "live.host" },
  "admin/live-chat": { need: "live.host", method: "POST" },
};

function allowed(role: Role, need: Need): boolean {
  if (typeof need === "object") return need.readers.includes(role);
  return need === "anyone" || need === "signed-in" || can(role, need);
}

let site: SiteProcess;
const sessions = new Map<Role, string>();

beforeAll(async () => {
  ensureBuilt();
  site = await startSite();
  for (const role of ROLES) sessions.set(role, await signedInStaff(site, role, `${role}-roles@example.org`));
}, 180_000);
afterAll(async () => {
  if (site) await killHard(site);
});

test("every staff route of app/routes.ts says who may open it", () => {
  const patterns = staffRoutes().map((route) => route.pattern);
  expect(patterns.length).toBeGreaterThan(20);
  expect(
    patterns.filter((pattern) => !(pattern in STAFF_ROUTES)),
    "staff routes not in STAFF_ROUTES",
  ).toEqual([]);
  expect(
    Object.keys(STAFF_ROUTES).filter((pattern) => !patterns.includes(pattern)),
    "gone from routes.ts",
  ).toEqual([]);
});

test("each role opens exactly the staff routes its permissions allow, and is refused the rest", async () => {
  const refusedWhereAllowed: string[] = [];
  const openedWhereRefused: string[] = [];
  for (const role of ROLES) {
    for (const [pattern, route] of Object.entries(STAFF_ROUTES)) {
      // One submission: a fresh site has none, so its readers are told "not there" too; who may read one is
      // proven with real submissions in app/features/forms/inbox.server.test.ts and tests/e2e/admin-forms.spec.ts.
      if (route.need === "anyone" || pattern.endsWith(":submissionId")) continue;
      const answer = await fetch(`${site.baseUrl}${route.url ?? `/${pattern}`}`, {
        method: route.method ?? "GET",
        redirect: "manual",
        headers: {
          cookie: sessions.get(role)!,
          origin: site.baseUrl,
          ...(route.method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        ...(route.method === "POST" ? { body: "intent=none" } : {}),
      });
      const body = await answer.text();
      // Signed in: never sent to the sign-in page, never a failure.
      expect(answer.status, `${role} ${pattern}`).not.toBe(500);
      expect(answer.headers.get("location") ?? "", `${role} ${pattern}`).not.toContain("/admin/sign-in");
      // A form's pages say "not there" (404) to whoever may not read the form.
      const refused = answer.status === 403 || (typeof route.need === "object" && answer.status === 404);
      if (allowed(role, route.need) && refused) refusedWhereAllowed.push(`${role} ${pattern}: ${body.slice(0, 80)}`);
      if (!allowed(role, route.need) && !refused) openedWhereRefused.push(`${role} ${pattern}: ${answer.status}`);
    }
  }
  expect(refusedWhereAllowed).toEqual([]);
  expect(openedWhereRefused).toEqual([]);
}, 180_000);

test("a treasurer sees giving and nothing else: no visitor's, registrant's or group's details", async () => {
  const cookie = sessions.get("treasurer")!;
  for (const url of ["/admin/visits", "/admin/visits.csv", "/admin/sign-ups", "/admin/sign-ups/summer-day-camp"]) {
    const answer = await fetch(`${site.baseUrl}${url}`, { headers: { cookie }, redirect: "manual" });
    await answer.text();
    expect(answer.status, url).toBe(403);
  }
  const dashboard = await (await fetch(`${site.baseUrl}/admin`, { headers: { cookie } })).text();
  expect(dashboard).not.toContain("Who’s coming");
  // The one file a treasurer edits is giving's settings, which an editor may not open.
  const giving = await fetch(`${site.baseUrl}/admin/edit/giving.yaml`, { headers: { cookie } });
  await giving.text();
  expect(giving.status).toBe(200);
  const editors = await fetch(`${site.baseUrl}/admin/edit/giving.yaml`, {
    headers: { cookie: sessions.get("editor")! },
  });
  await editors.text();
  expect(editors.status).toBe(403);
});

test("docs/roles.md's table says what the code does, for each role it lists", () => {
  const markdown = readFileSync(path.join(root, "docs/roles.md"), "utf8");
  const rows = markdown
    .split("\n")
    .filter((line) => line.startsWith("| `/admin"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const header = markdown
    .split("\n")
    .find((line) => line.startsWith("| Address"))!
    .split("|")
    .slice(1, -1)
    .map((cell) => cell.trim().toLowerCase());
  const columns = ROLES.map((role) => ({ role, at: header.indexOf(role) })).filter((column) => column.at > 0);
  // The four roles of issue 38 at least; a role added since is checked once its column is written.
  expect(columns.map((column) => column.role)).toEqual(
    expect.arrayContaining(["owner", "editor", "contributor", "treasurer"]),
  );
  const documented = new Map(rows.map((cells) => [cells[0]!.replace(/`/g, ""), cells]));
  for (const [pattern, route] of Object.entries(STAFF_ROUTES)) {
    if (route.need === "anyone") continue;
    const cells = documented.get(`/${pattern}`);
    expect(cells, `docs/roles.md has no row for /${pattern}`).toBeDefined();
    for (const { role, at } of columns) {
      expect(cells![at], `/${pattern} for ${role}`).toBe(allowed(role, route.need) ? "yes" : "no");
    }
  }
});
