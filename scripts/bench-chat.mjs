// `npm run bench:chat [-- --full]`: issue 45's budgets for the live chat, against the production build on
// this machine. 2,000 viewers hold the chat's stream open on one server process (spread over networks, as
// through Caddy); messages are posted and each viewer's arrival is timed: budget, every message seen by all
// within a second at p95. Memory per viewer: the server's resident memory with them connected, less before,
// over their number. Then 20 messages a second sustained (60 s by default; `--full`: the issue's 10 minutes)
// while they watch: every message stored (200) and seen by every viewer once, in the order stored — nothing
// lost.
// Writes reports/bench-chat.json. The viewers run in two processes of their own, beside the server.
import { fork, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import http from "node:http";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureBuild, ensureDependencies, root } from "./lib/prepare.mjs";

const VIEWERS = Number(process.env.BENCH_CHAT_VIEWERS ?? 2000);
const LATENCY_MESSAGES = 40;
const RATE = 20;
const SECONDS = process.argv.includes("--full") ? 600 : Number(process.env.BENCH_CHAT_SECONDS ?? 60);
const PORT = Number(process.env.BENCH_CHAT_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;

if (process.argv[2] === "viewers") await viewers();
else await main();

/** A child process: `count` streams from `first`, reporting each message's arrival times to the parent. */
async function viewers() {
  const [, , , firstText, countText, startText, clockText] = process.argv;
  const first = Number(firstText);
  const count = Number(countText);
  const started = Number(startText);
  const clockBase = Number(clockText);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  /** id → arrivals (ms since the epoch), and each viewer's ids in order. */
  const arrivals = new Map();
  const order = Array.from({ length: count }, () => []);
  let open = 0;
  const connect = (index) => {
    const viewer = first + index;
    const request = http.get(
      `${base}/live-chat/stream?lang=${viewer % 2 ? "es" : "en"}`,
      {
        agent,
        headers: {
          "x-test-now": new Date(clockBase + (Date.now() - started)).toISOString(),
          cookie: `chat-device=${`viewer${viewer}`.padEnd(22, "v")}`,
          "x-forwarded-for": `10.${(viewer >> 16) & 255}.${(viewer >> 8) & 255}.${viewer & 255}`,
        },
      },
      (response) => {
        open += 1;
        let buffered = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => {
          const now = Date.now();
          buffered += chunk;
          let end;
          while ((end = buffered.indexOf("\n\n")) !== -1) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (!event.includes("event:chat")) continue;
            const id = Number(/^id:(\d+)$/m.exec(event)?.[1]);
            const text = /"text":"bench (\d+)"/.exec(event)?.[1];
            if (text === undefined) continue;
            order[index].push([id, Number(text)]);
            const list = arrivals.get(text) ?? [];
            list.push(now);
            arrivals.set(text, list);
          }
        });
        response.on("close", () => (open -= 1));
      },
    );
    // Refused while the server was busy accepting the others: tried again, as a browser's EventSource does.
    request.on("error", () => {
      retries += 1;
      setTimeout(() => connect(index), 1000);
    });
  };
  let retries = 0;
  for (let index = 0; index < count; index += 1) {
    connect(index);
    // Not all at once: a congregation arrives over a few seconds (here 100 a second from each process).
    if (index % 10 === 9) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const report = () =>
    process.send({
      open,
      arrivals: Object.fromEntries(arrivals),
      // Each viewer's messages: every one once, and ids only rising (the order they were stored in).
      complete: order
        .filter((seen) => {
          const texts = new Set(seen.map(([, text]) => text));
          return texts.size === seen.length && seen.every(([id], at) => at === 0 || id > seen[at - 1][0]);
        })
        .map((seen) => seen.length),
    });
  process.on("message", (message) => {
    if (message === "report") report();
    if (message === "clear") {
      arrivals.clear();
      for (const ids of order) ids.length = 0;
    }
    if (message === "open") process.send({ open, retries });
  });
}

async function main() {
  ensureDependencies();
  ensureBuild();
  // The figures depend on what else the machine runs: its 1-minute load average is kept beside them.
  const loadBefore = loadavg()[0];
  const dataDir = mkdtempSync(path.join(tmpdir(), "church-bench-chat-"));
  const server = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ALLOW_TEST_CLOCK: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const children = [];
  try {
    await waitFor(`${base}/healthz`);
    // The demo's next streamed service a week ahead, as the live page itself says (<live-chat data-opens>).
    const page = await (
      await fetch(`${base}/watch/live`, {
        headers: { "x-test-now": new Date(Date.now() + 7 * 86_400_000).toISOString() },
      })
    ).text();
    const opens = Number(/data-opens="(\d+)"/.exec(page)[1]);
    const clockBase = opens + 60_000;
    const started = Date.now();
    const clock = () => new Date(clockBase + (Date.now() - started)).toISOString();
    // The server makes its pictures just after it starts (warmMedia): measured once that is over.
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    const memoryBefore = rss(server.pid);
    const half = Math.ceil(VIEWERS / 2);
    for (const [first, count] of [
      [0, half],
      [half, VIEWERS - half],
    ]) {
      children.push(
        fork(new URL(import.meta.url).pathname, ["viewers", first, count, started, clockBase], { cwd: root }),
      );
    }
    const ask = (child, what) =>
      new Promise((resolve) => {
        const listen = (message) => {
          if (message.error) return void console.error(`a viewer failed: ${message.error}`);
          child.off("message", listen);
          resolve(message);
        };
        child.on("message", listen);
        child.send(what);
      });
    const connectStarted = Date.now();
    let connected = 0;
    while (
      (connected = (await Promise.all(children.map((child) => ask(child, "open")))).reduce(
        (sum, each) => sum + each.open,
        0,
      )) < VIEWERS
    ) {
      if (process.env.BENCH_CHAT_VERBOSE) console.error(`${connected} viewers connected`);
      if (Date.now() - connectStarted > 180_000) throw new Error("the viewers did not all connect within 3 minutes");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const connectSeconds = (Date.now() - connectStarted) / 1000;
    const retried = (await Promise.all(children.map((child) => ask(child, "open")))).reduce(
      (sum, each) => sum + each.retries,
      0,
    );
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const memoryAfter = rss(server.pid);
    const session = await xsrf();
    let counter = 0;
    const post = (n) => {
      counter += 1;
      const device = `writer${counter % 200}`.padEnd(22, "w");
      return fetch(`${base}/live-chat`, {
        method: "POST",
        headers: {
          "x-test-now": clock(),
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
          origin: base,
          cookie: `${session.cookie}; chat-device=${device}`,
          "x-xsrf-token": session.token,
          "x-forwarded-for": `192.0.2.${counter % 100}`,
        },
        body: new URLSearchParams({ intent: "say", name: "Bench", text: `bench ${n}`, lang: "en" }).toString(),
      }).then(
        (answer) => answer.status,
        // Not answered at all (the server too busy to accept it): counted as not stored, never the bench's end.
        (error) => {
          console.error(`message ${n} not answered: ${error.cause?.code ?? error.message}`);
          return 0;
        },
      );
    };

    // Latency: messages one after another, each timed from its post to its arrival at every viewer.
    const sentAt = new Map();
    for (let n = 0; n < LATENCY_MESSAGES; n += 1) {
      sentAt.set(String(n), Date.now());
      await post(n);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const reports = await Promise.all(children.map((child) => ask(child, "report")));
    const deliveries = [];
    const seenByAll = [];
    for (const [n, at] of sentAt) {
      const arrivals = reports.flatMap((report) => report.arrivals[n] ?? []);
      for (const arrival of arrivals) deliveries.push(arrival - at);
      seenByAll.push(arrivals.length === VIEWERS ? Math.max(...arrivals) - at : Infinity);
    }
    for (const child of children) child.send("clear");

    // Sustained: RATE a second for SECONDS, each post timed; then every viewer must hold every message once, in order.
    const statuses = [];
    const sustainedStart = Date.now();
    const total = RATE * SECONDS;
    const first = LATENCY_MESSAGES;
    for (let index = 0; index < total; index += 1) {
      const due = sustainedStart + (index * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      statuses.push(post(first + index));
    }
    const answered = await Promise.all(statuses);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const finals = await Promise.all(children.map((child) => ask(child, "report")));
    const seenCounts = finals.flatMap((report) => report.complete);
    const complete = seenCounts.filter((count) => count === total).length;
    const stored = answered.filter((status) => status === 200).length;
    const result = {
      machineLoad: { cores: availableParallelism(), before: round(loadBefore), after: round(loadavg()[0]) },
      viewers: VIEWERS,
      connectSeconds,
      connectionsRetried: retried,
      memoryPerViewerKb: Math.round((memoryAfter - memoryBefore) / VIEWERS),
      serverRssMb: Math.round(memoryAfter / 1024),
      latency: {
        messages: LATENCY_MESSAGES,
        deliveryP50Ms: percentile(deliveries, 0.5),
        deliveryP95Ms: percentile(deliveries, 0.95),
        seenByAllP95Ms: percentile(seenByAll, 0.95),
        seenByAllMaxMs: Math.max(...seenByAll),
      },
      sustained: {
        perSecond: RATE,
        seconds: SECONDS,
        sent: total,
        stored,
        viewersWithEveryMessageInOrder: complete,
        // When the server could not take every post: did each one it answered "stored" reach every viewer?
        viewersWithEveryStoredMessageInOrder: seenCounts.filter((count) => count === stored).length,
        sendingSeconds: Math.round((Date.now() - sustainedStart) / 100) / 10,
      },
    };
    result.withinBudget =
      result.latency.seenByAllP95Ms <= 1000 && result.sustained.stored === total && complete === VIEWERS;
    console.log(JSON.stringify(result, null, 2));
    mkdirSync(path.join(root, "reports"), { recursive: true });
    writeFileSync(path.join(root, "reports", "bench-chat.json"), `${JSON.stringify(result, null, 2)}\n`);
    process.exitCode = result.withinBudget ? 0 : 1;
  } finally {
    for (const child of children) child.kill();
    server.kill("SIGTERM");
  }
}

function round(value) {
  return Math.round(value * 10) / 10;
}

function percentile(values, share) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * share) - 1)];
}

/** The process's resident memory in KB (Linux). */
function rss(pid) {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]);
}

async function xsrf() {
  const answer = await fetch(`${base}/xsrf`);
  const token = /XSRF-TOKEN=([^;]+)/.exec(answer.headers.get("set-cookie") ?? "")[1];
  return { token, cookie: `XSRF-TOKEN=${token}` };
}

async function waitFor(url) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}
