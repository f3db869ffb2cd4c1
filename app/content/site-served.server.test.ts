import { expect, test } from "vitest";
import { loadContentFolder } from "./load.server";
import { siteView } from "./site";

/**
 * A link to a form's own page is a link somewhere: a card or a button leading to /forms/<id> is shown
 * (the demo home page's "Want Prayer?" card was left out while /forms/* was missing from `served`).
 */
test("each form's page is among the site's served paths", async () => {
  const result = await loadContentFolder("content/redwood-coast");
  if (!result.ok) throw new Error("the demo content does not load");
  const site = siteView(
    result.content,
    { vimeo: "off", planningCenter: "off", mailchimp: "off" },
    0,
    "https://example.org",
  );
  expect(site.served).toEqual(expect.arrayContaining(["/forms/prayer", "/forms/contact", "/forms/baptism"]));
  expect(site.served).not.toContain("/forms/no-such-form");
}, 60_000);
