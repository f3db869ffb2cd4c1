// `npm run bench [scenario…]`: builds if needed, starts the production server
// on a private port with a fresh data folder and demo upstreams, runs every
// scenario in scripts/bench/ (or the named ones), prints the figures and
// writes them to reports/bench.json.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild, ensureDependencies, root } from "./lib/prepare.mjs";
import { runLoad } from "./lib/load.mjs";

ensureDependencies();
ensureBuild();

const port = Number(process.env.BENCH_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "church-bench-"));
// The operator's token of the server under test: scenarios read /healthz's detail with it (the outbox's count).
process.env.ADMIN_TOKEN ??= randomBytes(24).toString("base64url");

/** Starts (or restarts) the server under test; scenarios may need to kill and restart it. */
export async function startServer(extraEnv = {}) {
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": Node's own flags for the server, to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, "scripts/serve.mjs"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...extraEnv },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(`${baseUrl}/healthz`);
      if (response.ok) {
        // A server just started makes its pictures' files in the background (warmMedia: about 12 s of a
        // core here with a fresh data folder): scenarios measure it once that is done, not beside it.
        await untilIdle(child.pid);
        return child;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not start");
}

/** Waits (up to a minute) until the process has used under a tenth of a core for two seconds running. */
async function untilIdle(pid) {
  const cpuTicks = () => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      return Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  };
  let quiet = 0;
  for (let second = 0; second < 60 && quiet < 2; second += 1) {
    const before = cpuTicks();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpuTicks();
    if (before === null || after === null) return;
    // Ticks are hundredths of a second: under 10 in a second is under a tenth of a core.
    quiet = after - before < 10 ? quiet + 1 : 0;
  }
}

const wanted = process.argv.slice(2);
const scenarioDir = path.join(root, "scripts", "bench");
const files = readdirSync(scenarioDir)
  .filter((file) => file.endsWith(".mjs"))
  .filter((file) => wanted.length === 0 || wanted.includes(path.basename(file, ".mjs")))
  .sort();

let server = await startServer();
const results = [];
try {
  for (const file of files) {
    const scenario = await import(pathToFileURL(path.join(scenarioDir, file)).href);
    console.log(`\n▶ ${file}: ${scenario.description ?? ""}`);
    const context = {
      baseUrl,
      dataDir,
      runLoad,
      get server() {
        return server;
      },
      async restartServer(extraEnv) {
        server.kill("SIGTERM");
        await new Promise((resolve) => server.once("exit", resolve));
        server = await startServer(extraEnv);
        return server;
      },
    };
    for (const result of await scenario.default(context)) {
      const row = { scenario: path.basename(file, ".mjs"), ...result };
      results.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  server.kill("SIGTERM");
}

mkdirSync(path.join(root, "reports"), { recursive: true });
writeFileSync(path.join(root, "reports", "bench.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log("\nscenario             url                                  req/s   p50 ms  p95 ms  p99 ms  failures");
for (const row of results) {
  if (row.perSecond === undefined) {
    // A timing rather than a load test (the content scenario).
    console.log(
      `${row.scenario.padEnd(20)} ${String(row.label).padEnd(36)} ${JSON.stringify(Object.fromEntries(Object.entries(row).filter(([key]) => !["scenario", "label"].includes(key))))}`,
    );
    continue;
  }
  console.log(
    `${row.scenario.padEnd(20)} ${String(row.label ?? row.url).padEnd(36)} ${String(row.perSecond).padStart(6)} ${String(row.p50Ms).padStart(8)} ${String(row.p95Ms).padStart(7)} ${String(row.p99Ms).padStart(7)} ${String(row.failures).padStart(9)}`,
  );
}
process.exit(0);
