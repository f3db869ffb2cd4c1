import { expect, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { getContent } from "~/server/content.server";
import { purgeTargetsOf } from "./changed-pages";

/** Against the demo church as the site loads it (tests/setup), changed one way at a time. */
const demo = () => structuredClone(getContent());
function changed(edit: (content: ChurchContent) => void): ChurchContent {
  const content = demo();
  edit(content);
  content.version = "changed";
  return content;
}
const page = (content: ChurchContent, path: string) => content.pages.find((candidate) => candidate.path === path)!;

test("a page's own words change that page alone, at its path and every other address it answers at", () => {
  const next = changed((content) => {
    page(content, "/ministries/kids").tagline = "Walking with parents";
  });
  expect(purgeTargetsOf(demo(), next)).toEqual({ everything: false, paths: ["/ministries/kids"] });

  const withAlias = changed((content) => {
    page(content, "/ministries/kids").alsoAt = ["/kids"];
  });
  const edited = structuredClone(withAlias);
  page(edited, "/ministries/kids").heading = "Kids on Sunday";
  expect(purgeTargetsOf(withAlias, edited)).toEqual({ everything: false, paths: ["/ministries/kids", "/kids"] });
});

test("nothing changed, nothing purged", () => {
  expect(purgeTargetsOf(demo(), demo())).toEqual({ everything: false, paths: [] });
});

test("what every page shows changes every page: facts, look, times, menu, alerts, a title, a page added or moved", () => {
  const everywhere: ((content: ChurchContent) => void)[] = [
    (content) => (content.church.phone = { display: "(805) 555-0100", tel: "+18055550100" }),
    (content) => (content.brand.themeColor = "#123456"),
    (content) => (content.services.summary = "Sundays @ 9 am"),
    (content) => content.navigation.menu.pop(),
    (content) =>
      content.alerts.push({
        text: "Closed for snow",
        level: "urgent",
        closed: true,
        starts: "2027-01-09 06:00",
        ends: "2027-01-09 18:00",
        startsAt: Date.parse("2027-01-09T14:00:00Z"),
        endsAt: Date.parse("2027-01-10T02:00:00Z"),
      }),
    (content) => (page(content, "/ministries/kids").title = "Kids"),
    (content) => content.pages.push({ ...page(content, "/ministries/kids"), path: "/ministries/seniors" }),
    (content) => (page(content, "/ministries/kids").path = "/kids"),
  ];
  for (const edit of everywhere) expect(purgeTargetsOf(demo(), changed(edit))).toEqual({ everything: true });
});
