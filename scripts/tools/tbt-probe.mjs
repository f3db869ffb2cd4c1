// `node scripts/tools/tbt-probe.mjs <url>` (METHOD=devtools for the slowdown applied): one Lighthouse
// mobile run of a running site's page, its total blocking time, then the main thread's long tasks in its
// trace with what ran inside each (how docs/decisions/030 found the renderer's own first task). The trace
// is kept in /tmp/tbt/trace.json for a closer look.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { chromiumFlags, chromiumPath } from "../lib/chromium.mjs";

const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
const result = await lighthouse(url, {
  port: chrome.port,
  output: "json",
  logLevel: "error",
  onlyCategories: ["performance"],
  throttlingMethod: process.env.METHOD ?? "simulate",
});
await chrome.kill();
const trace = result.artifacts.Trace ?? result.artifacts.traces?.defaultPass;
mkdirSync("/tmp/tbt", { recursive: true });
writeFileSync("/tmp/tbt/trace.json", JSON.stringify(trace));
console.log("TBT", result.lhr.audits["total-blocking-time"].numericValue);
const events = trace.traceEvents;
const tops = events.filter((e) => e.name === "RunTask" && e.dur > 12000).sort((a, b) => a.ts - b.ts);
const nav = events.find((e) => e.name === "navigationStart")?.ts ?? tops[0]?.ts;
for (const task of tops) {
  const inside = events.filter(
    (e) =>
      e.tid === task.tid &&
      e.pid === task.pid &&
      e.ts >= task.ts &&
      e.ts + (e.dur ?? 0) <= task.ts + task.dur &&
      e !== task &&
      e.dur > 1000,
  );
  const byName = {};
  for (const e of inside) byName[e.name] = (byName[e.name] ?? 0) + e.dur / 1000;
  console.log(
    `task at ${((task.ts - nav) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms (tid ${task.tid}):`,
    Object.entries(byName)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([n, d]) => `${n} ${d.toFixed(1)}`)
      .join(", "),
  );
}
