import { cpSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { MESSAGES } from "../../app/server/refusals.server";
import { ensureBuilt, killHard, root, startSite, type SiteProcess } from "./server-process";
import { submittedFields } from "../support/form-fields";
import { signedInStaff, staffRoutes } from "./staff-session";

/**
 * Issue 43, item 3, against the built server: the rest of the third audit's findings, each refused.
 * (Who reads a private form, and the contact form's copy, are proven beside their code too.)
 */

let site: SiteProcess;
let owner: string;

beforeAll(async () => {
  ensureBuilt();
  // A copy of the demo church: an editor publishes here.
  const folder = mkdtempSync(path.join(tmpdir(), "attacks-43-content-"));
  cpSync(path.join(root, "content/redwood-coast"), folder, { recursive: true });
  site = await startSite({ env: { CONTENT_DIR: folder } });
  owner = await signedInStaff(site, "owner");
}, 120_000);
afterAll(async () => {
  if (site) await killHard(site);
});

/** What a staff route's parameters are filled with: the demo's prayer form, an event, a file. */
const SAMPLE: Record<string, string> = {
  ":formId": "prayer",
  ":submissionId": "no-such-request",
  ":event": "summer-day-camp",
  ":person": "nobody",
  ":id": "1",
  "*": "alerts.yaml",
};
const sampleUrl = (pattern: string) =>
  `/${pattern
    .split("/")
    .map((part) => SAMPLE[part] ?? part)
    .join("/")}`;

/** The staff routes whose module has an action: every one of them takes posts. */
function staffRoutesWithAnAction() {
  return staffRoutes().filter(({ file }) =>
    /^export (?:async )?function action\b|^export const action\b/m.test(
      readFileSync(path.join(root, "app", file), "utf8"),
    ),
  );
}

/** A post as a form of the staff area sends it (the picture upload is multipart), with the owner's cookie. */
function staffPost(url: string, headers: Record<string, string>, cookie: string | null = owner) {
  const body = new URLSearchParams({ intent: "none", request: "none" });
  const multipart = new FormData();
  multipart.set("intent", "none");
  return fetch(`${site.baseUrl}${url}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      ...(url === "/admin/images" ? {} : { "content-type": "application/x-www-form-urlencoded" }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: url === "/admin/images" ? multipart : body.toString(),
  });
}

test("every staff post that does not come from the site's own pages is refused, on every staff route with an action", async () => {
  const routes = staffRoutesWithAnAction();
  // The prayer team's "Mark prayed" and the wall's approvals among them (they had taken such posts).
  expect(routes.map((route) => route.pattern)).toEqual(
    expect.arrayContaining(["admin/forms/:formId/prayer-list", "admin/forms/:formId/prayer-wall", "admin/people"]),
  );
  const accepted: string[] = [];
  for (const { pattern } of routes) {
    const url = sampleUrl(pattern);
    const forged: Record<string, Record<string, string>> = {
      "no Origin, no Sec-Fetch-Site, no token": {},
      "another site's Origin": { origin: "https://evil.example" },
      "a cross-site fetch": { "sec-fetch-site": "cross-site" },
    };
    for (const [how, headers] of Object.entries(forged)) {
      const answer = await staffPost(url, headers);
      const text = await answer.text();
      if (answer.status !== 403 || text !== MESSAGES.forbidden) accepted.push(`${pattern} (${how}): ${answer.status}`);
    }
    // The same post from the site's own page reaches the route's action (so the refusals above are the guard's).
    // The sign-out is sent without the owner's cookie, which it would end.
    const own = await staffPost(url, { origin: site.baseUrl }, pattern === "admin/sign-out" ? null : owner);
    const text = await own.text();
    expect(own.status, pattern).not.toBe(405);
    expect(text, pattern).not.toBe(MESSAGES.forbidden);
  }
  expect(accepted).toEqual([]);
}, 120_000);

test("a 5 MB post to a church form is answered by the form's page in its language, not cut off", async () => {
  const cases = [
    { path: "/forms/contact", says: "Your answers were too long to send, so nothing was sent." },
    {
      path: "/es/forms/contact",
      says: "Sus respuestas eran demasiado largas para enviarlas, así que no se envió nada.",
    },
  ];
  for (const { path: formPath, says } of cases) {
    const answer = await fetch(`${site.baseUrl}${formPath}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl },
      body: `f.message=${"a".repeat(5 * 1024 * 1024)}`,
    });
    expect(answer.status, formPath).toBe(413);
    expect(answer.headers.get("content-type"), formPath).toMatch(/^text\/html/);
    const page = (await answer.text()).replaceAll("&#x27;", "'");
    expect(page, formPath).toContain(says);
    // The form is on the page again, to send once shortened.
    expect(page, formPath).toMatch(/<form[^>]+method="post"/);
  }
}, 60_000);

test("an editor who adds `editor` to the prayer form's readers in Content → Forms and publishes still cannot read a prayer request", async () => {
  const editor = await signedInStaff(site, "editor");
  const inbox = () => fetch(`${site.baseUrl}/admin/forms/prayer`, { headers: { cookie: editor }, redirect: "manual" });
  const before = await inbox();
  await before.arrayBuffer();
  expect(before.status).toBe(404);
  // The editor's form of forms/prayer.yaml, sent back with the readers changed and Publish pressed.
  const page = await (
    await fetch(`${site.baseUrl}/admin/edit/forms/prayer.yaml`, { headers: { cookie: editor } })
  ).text();
  const fields = submittedFields(/<form[^>]*class="edit-form"[\s\S]*?<\/form>/.exec(page)![0], {
    name: "intent",
    value: "publish",
  });
  fields.set("private.__on", "on");
  fields.set("private.roles.__count", "2");
  fields.set("private.roles.0", "care");
  fields.set("private.roles.1", "editor");
  fields.set("title", "Prayer requests");
  const published = await fetch(`${site.baseUrl}/admin/edit/forms/prayer.yaml`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl, cookie: editor },
    body: new URLSearchParams([...fields].map(([name, value]) => [name, String(value)])).toString(),
  });
  await published.arrayBuffer();
  // The words are published; the readers are as they were.
  expect(published.status).toBe(303);
  const after = await inbox();
  await after.arrayBuffer();
  expect(after.status).toBe(404);
  const form = await (await fetch(`${site.baseUrl}/forms/prayer`)).text();
  expect(form).toContain("Prayer requests");
}, 60_000);

test("a contributor translates a form as a page, as a draft sent for review, which an editor publishes; its readers stay", async () => {
  const contributor = await signedInStaff(site, "contributor");
  const editor = await signedInStaff(site, "editor", "editor-translations@example.org");
  const address = "/admin/translate/forms/prayer.yaml?language=es";
  const opened = await fetch(`${site.baseUrl}${address}`, { headers: { cookie: contributor } });
  const page = await opened.text();
  expect(opened.status).toBe(200);
  // The contributor's form: the boxes, and "Send for review" where an editor has "Save the translation".
  const translateForm = (html: string) =>
    submittedFields(/<form noValidate="" method="post">[\s\S]*?<\/form>/.exec(html)![0]);
  const fields = translateForm(page);
  expect(page).toContain("Send for review");
  fields.set("t:title", "Pedidos de oración");
  const post = (cookie: string, url: string, body: FormData) =>
    fetch(`${site.baseUrl}${url}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl, cookie },
      body: new URLSearchParams([...body].map(([name, value]) => [name, String(value)])).toString(),
    });
  const sent = await post(contributor, address, fields);
  await sent.arrayBuffer();
  expect(sent.status).toBe(303);
  // Not live until reviewed.
  expect(await (await fetch(`${site.baseUrl}/es/forms/prayer`)).text()).not.toContain("Pedidos de oración");

  // The editor finds it waiting on the Content page and publishes it from the translate page.
  const content = await (await fetch(`${site.baseUrl}/admin/content`, { headers: { cookie: editor } })).text();
  const review = /href="(\/admin\/translate\/forms\/prayer\.yaml\?[^"]+from=[^"]+)"/
    .exec(content)?.[1]
    ?.replaceAll("&amp;", "&");
  expect(review).toBeDefined();
  const opening = await fetch(`${site.baseUrl}${review}`, { headers: { cookie: editor } });
  const shown = await opening.text();
  expect(opening.status, shown.slice(0, 200)).toBe(200);
  const reviewed = translateForm(shown);
  expect(reviewed.get("t:title")).toBe("Pedidos de oración");
  const published = await post(editor, review!, reviewed);
  await published.arrayBuffer();
  expect(published.status).toBe(303);
  expect(await (await fetch(`${site.baseUrl}/es/forms/prayer`)).text()).toContain("Pedidos de oración");
  // Translating never touched who reads it.
  const inbox = await fetch(`${site.baseUrl}/admin/forms/prayer`, { headers: { cookie: editor } });
  await inbox.arrayBuffer();
  expect(inbox.status).toBe(404);
}, 60_000);
