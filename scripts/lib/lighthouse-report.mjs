// What `npm run lighthouse` (scripts/lighthouse.mjs) prints: each page's line of figures as it is measured (its
// scores, LCP, CLS, TBT simulated and applied, the script before interactive, the beacon, the JavaScript it
// loaded, and what broke its budget), its long tasks by script when its TBT is over, and with a compared build
// (LIGHTHOUSE_COMPARE_BUILD) the before-and-after table that ends the run.
import { BUDGET, isStaffPage } from "./lighthouse-measure.mjs";

/** One measured row, as its line (and its long tasks when over the TBT budget); `runs` per page and build. */
export function printRow(row, site, page, runs) {
  console.log(
    `${row.withinBudget ? "✓" : "✗"} ${site.label.padEnd(site.label ? 7 : 0)}${page.padEnd(34)} perf ${row.performance} a11y ${row.accessibility}` +
      ` bp ${row["best-practices"]} seo ${row.seo ?? "-"}${row.noindexOnPurpose ? " (noindex on purpose)" : ""} CLS ${row.cls} FCP ${row.fcpMs} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms` +
      (runs > 1 ? ` (runs: ${row.tbtMsOfRuns.join("/")}; perf ${row.performanceOfRuns.join("/")})` : "") +
      (row.tbtAppliedMs !== null
        ? `, applied ${row.tbtAppliedMs} ms (runs: ${row.tbtAppliedMsOfRuns.join("/")})`
        : "") +
      ` script before interactive ${row.scriptingMs} ms` +
      (isStaffPage(page) ? "" : row.beacon ? " beacon sent" : " no beacon") +
      ` first-load JS ${row.firstLoadJsGzipKb} KB gzip (${row.jsKb} KB as sent), total ${row.totalKb} KB` +
      (row.problems.length ? `  ← ${row.problems.join(", ")}; failing audits: ${row.failing.join(", ")}` : ""),
  );
  if (row.tbtMs > BUDGET.tbtMs || row.tbtAppliedMs > BUDGET.tbtMs) {
    for (const task of row.longTasks)
      console.log(`      long task ${task.durationMs} ms at ${task.startMs} ms: ${task.source}`);
  }
}

/** Before and after, page by page: the figures issue 20 asks for, in one table. */
export function printSideBySide(rows) {
  const of = (build, page) => rows.find((row) => row.build === build && row.page === page);
  const cell = (row) =>
    row
      ? `${String(row.performance).padStart(3)} ${String(row.tbtMs).padStart(5)} ${String(row.tbtAppliedMs ?? "-").padStart(5)} ${String(row.lcpMs).padStart(5)} ${String(row.scriptingMs).padStart(5)} ${row.firstLoadJsGzipKb.toFixed(1).padStart(6)}`
      : "  (not measured)                    ";
  console.log(`\n${"".padEnd(34)} ${"before".padEnd(35)}   after`);
  console.log(`${"page".padEnd(34)} perf   TBT  TBT*   LCP  script  JS KB   perf   TBT  TBT*   LCP  script  JS KB`);
  for (const page of [...new Set(rows.map((row) => row.page))]) {
    console.log(`${page.padEnd(34)} ${cell(of("before", page))}   ${cell(of("after", page))}`);
  }
  console.log(
    "(TBT simulated, TBT* with the slowdown applied, LCP and script before interactive in ms; first-load JS in KB gzip)",
  );
}
