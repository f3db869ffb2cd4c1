import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, vi } from "vitest";
import { parse } from "yaml";
import { formFile } from "../../app/content/schema/index";
import { main as checkContent } from "../../scripts/tools/content-check";
import { contentTool, withNewChurch } from "./content-tool";

/**
 * Issue 26 must-show 1: `npm run content:new` answered by flags (no terminal)
 * writes a folder that passes content:check with no warning, quickly, and the
 * built server serves it as the new church, with nothing of the demo.
 */

const ANSWERS = {
  name: "Grace Fellowship of Tulsa",
  street: "200 Elm Street",
  city: "Tulsa",
  region: "OK",
  "postal-code": "74103",
  zone: "America/Chicago",
  email: "office@grace.example",
  weekday: "saturday",
  time: "17:30",
  primary: "#2d5a27",
  highlight: "#f4c95d",
};

const { scratch, folder, site } = withNewChurch("content-new", ANSWERS, {});

test("the new folder passes content:check with no warning, checked in under 2 seconds", async () => {
  const checked = contentTool("check", folder);
  const summary =
    /^✓ .+: Grace Fellowship of Tulsa, 5 pages \(0 seasonal\), 1 weekly gathering \(checked in (\d+) ms\)$/m.exec(
      checked.stdout,
    );
  expect(checked.stdout).not.toMatch(/warning/);
  expect(checked.status).toBe(0);
  expect(summary, checked.stdout).not.toBeNull();
  // Issue 26's budget: content:check under 2 s (its own reading and checking, without Node's start-up). Measured
  // as the CPU time of the same check run here, which a second busy process on the machine does not stretch as it
  // does the wall clock the tool prints (issue 29); on an idle core the two are the same.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  const before = process.cpuUsage();
  expect(await checkContent([folder])).toBe(0);
  const spent = process.cpuUsage(before);
  expect((spent.user + spent.system) / 1000).toBeLessThan(2000);
  expect(readdirSync(path.join(folder, "images"))).toEqual(["logo.svg"]);
});

test("the built server serves it: home, about, visit, contact and privacy, as the new church and nothing of the demo", async () => {
  for (const page of ["/", "/about", "/visit", "/contact", "/privacy"]) {
    const response = await fetch(`${site().baseUrl}${page}`);
    expect(response.status, page).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html, page).toContain("Grace Fellowship of Tulsa");
    expect(html, page).not.toMatch(/Redwood Coast|Harbor View|555-0142|redwoodcoast/);
    // Every placeholder the generated texts use is filled in.
    expect(html, page).not.toMatch(/\{(church|city|services|address)\}/);
  }
  const visit = (await (await fetch(`${site().baseUrl}/visit`)).text()).replaceAll("<!-- -->", "");
  expect(visit).toContain("200 Elm Street, Tulsa, OK 74103");
  expect(visit).toMatch(/Saturday, 5:30\s*PM/);
  expect(visit).toContain("Open the map in Google Maps");
  // Its privacy policy's statements are the site's own, written from what is on: with no service on, no
  // third party is named (issue 26).
  const privacy = (await (await fetch(`${site().baseUrl}/privacy`)).text()).replaceAll("<!-- -->", "");
  expect(privacy).toContain("We only e-mail people who asked to hear from us.");
  expect(privacy).not.toMatch(/Mailchimp|Vimeo|Planning Center|giving provider/);
  // A question without an answer is refused, and nothing is written.
  const refused = contentTool("new", path.join(scratch, "half"), "--name", "Half");
  expect(refused.status).toBe(2);
  // The office's e-mail is not among them: a church may have none (issue 38, content-new-no-email.test.ts).
  expect(refused.stderr).toMatch(/Without a terminal, give --street, --city, --zone\.\n/);
  expect(readdirSync(scratch)).toEqual(["our-church"]);
});

test("its own forms (issue 35): a contact form and a prayer request that only the care team reads, each served", async () => {
  expect(readdirSync(path.join(folder, "forms")).sort()).toEqual(["contact.yaml", "prayer.yaml"]);
  const form = (id: string) => formFile.parse(parse(readFileSync(path.join(folder, `forms/${id}.yaml`), "utf8")));
  expect(form("contact").notify?.addresses).toEqual(["office@grace.example"]);
  expect(form("contact").private).toBeUndefined();
  expect(form("prayer").private?.roles).toEqual(["care"]);
  expect(form("prayer").prayer?.requestField).toBeDefined();
  for (const [id, title] of [
    ["contact", "Contact us"],
    ["prayer", "Prayer request"],
  ] as const) {
    const response = await fetch(`${site().baseUrl}/forms/${id}`);
    expect(response.status, id).toBe(200);
    const html = (await response.text()).replaceAll("<!-- -->", "");
    expect(html, id).toContain(title);
    expect(html, id).toContain(`action="/forms/${id}"`);
  }
});
