import { expect, test } from "vitest";
import { formatJourneys, slowestJourneys } from "./slowest-journeys.mjs";

// The shape Playwright's JSON reporter writes: a suite per file, described suites inside, specs with one
// test per project, a result per try.
const report = {
  suites: [
    {
      title: "admin-editor.spec.ts",
      file: "admin-editor.spec.ts",
      specs: [
        {
          title: "an editor publishes",
          file: "admin-editor.spec.ts",
          line: 72,
          tests: [
            { projectName: "editor", results: [{ duration: 30_000 }, { duration: 12_500 }] },
            { projectName: "mobile", results: [{ duration: 1_000 }] },
          ],
        },
      ],
      suites: [
        {
          title: "the home page",
          file: "admin-editor.spec.ts",
          specs: [
            {
              title: "shows the service times",
              file: "admin-editor.spec.ts",
              line: 9,
              tests: [{ projectName: "desktop", results: [{ duration: 8_000 }] }],
            },
          ],
        },
      ],
    },
  ],
};

test("the slowest journeys come first, a retry's time added to its first try's, one line each", () => {
  const slowest = slowestJourneys(report, 2);
  expect(slowest.map(({ project, duration }) => [project, duration])).toEqual([
    ["editor", 42_500],
    ["desktop", 8_000],
  ]);
  expect(formatJourneys(slowest)).toEqual([
    "  42.5 s  [editor] admin-editor.spec.ts:72  an editor publishes",
    "   8.0 s  [desktop] admin-editor.spec.ts:9  the home page › shows the service times",
  ]);
});

test("a report with fewer journeys than asked for lists them all; an empty one lists none", () => {
  expect(slowestJourneys(report)).toHaveLength(3);
  expect(slowestJourneys({})).toEqual([]);
});
