import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { inSite } from "../../../tests/support/in-site";
import { LatestSermonLoading } from "./latest-sermon-loading";
import { SeriesGridPlaceholder } from "./series-grid";

test("while the latest sermon loads: 'Loading...' and a grey placeholder", () => {
  const html = renderToString(inSite(<LatestSermonLoading />));
  expect(html).toContain("Loading...");
  expect(html).toContain('class="video-frame video-placeholder"');
});

test("while the series load: 12 placeholders, hidden from screen readers", () => {
  const html = renderToString(<SeriesGridPlaceholder />);
  expect(html.match(/series-card-placeholder/g)).toHaveLength(12);
  expect(html).toContain('aria-hidden="true"');
});
