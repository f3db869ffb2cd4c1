// Issue 17's budgets for the content folder: a 60-page folder adds under 1 s
// to start-up, and `npm run content:check` takes under 2 s. A copy of the demo
// church grows to 60 pages (its own pages again under new addresses), then:
// - the checker runs on it as a person would run it (the npm script, end to end);
// - the server starts on it and on the demo (15 pages), each timed from the
//   process's start to its first answer, and the content's own load time read
//   from the server's "content loaded" log line.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "../lib/prepare.mjs";

export const description = "start-up and content:check with a 60-page content folder (targets: +1 s, 2 s)";

const PAGES = 60;
const TARGET = { addedStartMs: 1000, checkMs: 2000 };

function sixtyPageFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), "church-60-pages-"));
  cpSync(path.join(root, "content", "redwood-coast"), dir, { recursive: true });
  const pagesDir = path.join(dir, "pages");
  const sources = [
    "about.yaml",
    "groups.yaml",
    "resources.yaml",
    "contact.yaml",
    "ministries/kids.yaml",
    "ministries/worship.yaml",
  ];
  let count = readdirSync(pagesDir, { recursive: true }).filter((file) => String(file).endsWith(".yaml")).length;
  for (let index = 1; count < PAGES; index += 1, count += 1) {
    const source = readFileSync(path.join(pagesDir, sources[index % sources.length]), "utf8");
    writeFileSync(
      path.join(pagesDir, `extra-page-${index}.yaml`),
      source.replace(/\$schema=\.\.\/\.\.\//, "$schema=../"),
    );
  }
  return dir;
}

async function startedIn(env, port) {
  const started = performance.now();
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "church-start-")),
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {
        // not up yet
      }
      if (performance.now() - started > 30_000) throw new Error("the server did not start in 30 s");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const ms = Math.round(performance.now() - started);
    const loaded = output.split("\n").find((line) => line.includes('"content loaded"'));
    return { ms, contentMs: loaded ? JSON.parse(loaded).ms : null, pages: loaded ? JSON.parse(loaded).pages : null };
  } finally {
    child.kill("SIGTERM");
    await new Promise((resolve) => child.once("exit", resolve));
  }
}

export default async function content() {
  const dir = sixtyPageFolder();
  try {
    const results = [];
    // The checker, as a person runs it (its bundle made once before, as after a first run).
    spawnSync("npm", ["run", "-s", "content:check", "--", dir], { cwd: root, stdio: "ignore" });
    const checkStarted = performance.now();
    const check = spawnSync("npm", ["run", "-s", "content:check", "--", dir], { cwd: root, encoding: "utf8" });
    const checkMs = Math.round(performance.now() - checkStarted);
    if (check.status !== 0) throw new Error(`content:check refused the 60-page folder:\n${check.stdout}`);
    results.push({ label: `content:check, ${PAGES} pages`, ms: checkMs, withinTarget: checkMs < TARGET.checkMs });

    // Start-up: the demo church, then the 60-page folder (three each; the median).
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const runs = { demo: [], sixty: [] };
    for (let run = 0; run < 3; run += 1) {
      runs.demo.push(await startedIn({}, 3291));
      runs.sixty.push(await startedIn({ CONTENT_DIR: dir, DEMO: "1" }, 3292));
    }
    const demoStart = median(runs.demo.map((run) => run.ms));
    const sixtyStart = median(runs.sixty.map((run) => run.ms));
    results.push({
      label: `start-up, demo church (${runs.demo[0].pages} pages)`,
      ms: demoStart,
      contentMs: median(runs.demo.map((run) => run.contentMs)),
    });
    results.push({
      label: `start-up, ${runs.sixty[0].pages} pages`,
      ms: sixtyStart,
      contentMs: median(runs.sixty.map((run) => run.contentMs)),
      withinTarget: median(runs.sixty.map((run) => run.contentMs)) < TARGET.addedStartMs,
    });
    return results;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
