import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { formatProblem } from "~/content/read-files.server";
import { DEMO_DIR, demoLeftovers } from "./demo-leftovers";
import { newChurchFiles } from "./new-church-files";

/** Issue 26 finding 7: a copied demo folder is pointed at, item by item; a new church's folder has nothing to hear. */

const scratch = mkdtempSync(path.join(tmpdir(), "demo-leftovers-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test("a copy of the demo church is warned of its pictures, descriptions, people, videos, event, redirects and facts", async () => {
  const copy = path.join(scratch, "copy");
  cpSync(DEMO_DIR, copy, { recursive: true });
  // A demo picture under a name of the church's own is still the demo's.
  cpSync(path.join(DEMO_DIR, "images/hero/coast-sunrise.webp"), path.join(copy, "images/our-building.webp"));
  const lines = (await demoLeftovers(copy)).map(formatProblem);
  const expectLine = (pattern: RegExp) => expect(lines.filter((line) => pattern.test(line))).not.toEqual([]);
  expect(lines.every((line) => line.includes("  warning: "))).toBe(true);
  expectLine(/^images\/staff\/jordan-avery\.webp {2}warning: is the demo church's picture/);
  expectLine(
    /^images\/our-building\.webp {2}warning: is the demo church's picture \(images\/hero\/coast-sunrise\.webp\)/,
  );
  expectLine(
    /^pages\/index\.yaml:\d+ {2}warning: sections\[0\]\.images\[0\]\.alt: describes a picture of the demo church/,
  );
  expectLine(/^church\.yaml:\d+ {2}warning: staff\[0\]\.name: names the demo church's staff member \(Jordan Avery\)/);
  expectLine(/^pages\/easter\.yaml:\d+ {2}warning: sections\[\d+\]\.items\[0\]\.embedUrl: is the demo church's video/);
  expectLine(/^services\.yaml:\d+ {2}warning: live\.embedUrl: is the demo church's video/);
  expectLine(
    /^integrations\.yaml:\d+ {2}warning: planningCenter\.featuredEventName: "vbs" is the demo church's featured event/,
  );
  expectLine(/^navigation\.yaml:\d+ {2}warning: redirects\[0\]: \/vbs → \/events is the demo church's old address/);
  expectLine(/^church\.yaml:\d+ {2}warning: name: names the demo church's name \(Redwood Coast Church\)/);
  expectLine(/^church\.yaml:\d+ {2}warning: address\.street: names the demo church's street address/);
  expectLine(/^church\.yaml:\d+ {2}warning: phone\.display: names the demo church's phone number/);
  expectLine(
    /^church\.yaml:\d+ {2}warning: email: names the demo church's e-mail address \(office@redwoodcoast\.example\)/,
  );
  // The address inside a page's text is found too, with its line.
  expectLine(/^pages\/ministries\/kids\.yaml:\d+ {2}warning: .+names the demo church's street address/);
});

test("a new church's folder (content:new) has no warning, and neither has the demo itself", async () => {
  const fresh = path.join(scratch, "fresh");
  const files = newChurchFiles({
    name: "Grace Fellowship",
    street: "200 Elm Street",
    city: "Tulsa",
    region: "OK",
    postalCode: "74103",
    country: "US",
    zone: "America/Chicago",
    email: "office@grace.example",
    weekday: "sunday",
    time: "09:30",
    primary: "#1f4e79",
    highlight: "#f2c14e",
  });
  for (const [file, data] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(fresh, file)), { recursive: true });
    await writeFile(path.join(fresh, file), data);
  }
  expect((await demoLeftovers(fresh)).map(formatProblem)).toEqual([]);
  expect(await demoLeftovers(DEMO_DIR)).toEqual([]);
  // A picture of its own with a demo picture's file name is still pointed at: the name says where it came from.
  await mkdir(path.join(fresh, "images/staff"), { recursive: true });
  writeFileSync(path.join(fresh, "images/staff/jordan-avery.webp"), "not the demo's bytes");
  expect((await demoLeftovers(fresh)).map(formatProblem)).toEqual([
    "images/staff/jordan-avery.webp  warning: is the demo church's picture (images/staff/jordan-avery.webp): put your own in its place",
  ]);
});
