import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { loadContentFolder } from "./load.server";

/**
 * The loader with files standing in for the folder's own (issue 18): the
 * staff editor checks a draft, and previews the site with it, through the
 * same checks as the site, without writing anything.
 */

const DEMO = "content/redwood-coast";
const KIDS = "pages/ministries/kids.yaml";

async function load(overlay: Map<string, string | null>) {
  const result = await loadContentFolder(DEMO, { overlay });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.content;
}

test("a page's draft stands in for its file: the content shows it, the folder is untouched", async () => {
  const before = readFileSync(`${DEMO}/${KIDS}`, "utf8");
  const served = await load(new Map());
  const draft = before.replace("title: RC Kids", "title: RC Kids and Families");
  const drafted = await load(new Map([[KIDS, draft]]));
  expect(drafted.pages.find((page) => page.path === "/ministries/kids")?.title).toBe("RC Kids and Families");
  expect(drafted.version).not.toBe(served.version);
  expect(readFileSync(`${DEMO}/${KIDS}`, "utf8")).toBe(before);
  // The first read measures every picture (seconds on a busy machine); later ones reuse what it measured.
}, 60_000);

test("a new page, and a page taken away", async () => {
  const easter = readFileSync(`${DEMO}/pages/easter.yaml`, "utf8");
  const content = await load(
    new Map<string, string | null>([
      ["pages/easter-2027.yaml", easter.replace(/^title: .*$/m, "title: Easter 2027")],
      ["pages/give.yaml", null],
    ]),
  );
  expect(content.pages.find((page) => page.path === "/easter-2027")?.title).toBe("Easter 2027");
  expect(content.pages.some((page) => page.path === "/give")).toBe(false);
});

test("alerts.yaml: optional, and its times are on the church's clock", async () => {
  expect((await load(new Map())).alerts).toEqual([]);
  const content = await load(
    new Map([
      [
        "alerts.yaml",
        [
          "alerts:",
          "  - text: Snow closes the church this Sunday. Join us online.",
          "    link: { label: Watch online, href: /watch }",
          "    level: urgent",
          '    starts: "2026-12-05 18:00"',
          '    ends: "2026-12-06 14:00"',
          "    closed: true",
        ].join("\n"),
      ],
    ]),
  );
  expect(content.alerts).toEqual([
    {
      text: "Snow closes the church this Sunday. Join us online.",
      link: { label: "Watch online", href: "/watch" },
      level: "urgent",
      starts: "2026-12-05 18:00",
      ends: "2026-12-06 14:00",
      startsAt: Date.parse("2026-12-06T02:00:00Z"),
      endsAt: Date.parse("2026-12-06T22:00:00Z"),
      closed: true,
    },
  ]);
});

test("a draft that does not pass is refused with its field and line, as a file on disk would be", async () => {
  const result = await loadContentFolder(DEMO, {
    overlay: new Map([
      ["alerts.yaml", 'alerts:\n  - text: Closed\n    starts: "2026-12-06 14:00"\n    ends: "2026-12-05 18:00"\n'],
      [KIDS, readFileSync(`${DEMO}/${KIDS}`, "utf8").replace("title: RC Kids", 'title: ""')],
    ]),
  });
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.problems).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        file: "alerts.yaml",
        field: "alerts[0].ends",
        line: 4,
        message: "must be after the start",
      }),
      expect.objectContaining({ file: KIDS, field: "title", line: 4, message: "must not be empty" }),
    ]),
  );
});
