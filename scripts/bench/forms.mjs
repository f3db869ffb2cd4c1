// Issue 35 budget: 200 forms sent in a burst, each by a visitor who fetched its page first: p95 <= 300 ms,
// none lost, none doubled. The burst is the contact form (a notice to the office and a copy to the sender,
// both queued in the submission's transaction, delivered to a real SMTP server on this machine); each visitor
// fetched the page (its one-time token) more than the minimum time to fill before, and one in ten presses
// Send twice. The database is counted against the answers afterwards.
import Database from "better-sqlite3";
import path from "node:path";
import { request } from "undici";
import { startMailCatcher } from "../lib/mail-catcher.mjs";

export const description =
  "forms: 200 contact forms in a burst of 2 s after fetching each page; 0 lost, 0 doubled, p95 <= 300 ms";

const FORMS = 200;
const SPREAD_MS = 2000;
// The form's minimum time to fill (app/features/forms/form-token.server.ts), and a little more.
const READING_MS = 3200;

export default async function forms({ baseUrl, dataDir, restartServer }) {
  const catcher = await startMailCatcher();
  try {
    // The honest way past the per-address limits: raise them, as an operator could (one client sends all 200).
    await restartServer({ RATE_LIMIT_PER_MINUTE: "1000000", SMTP_URL: catcher.url, PUBLIC_URL: baseUrl });
    const runId = Date.now().toString(36);
    const tokens = [];
    for (let index = 0; index < FORMS; index += 1) {
      const page = await request(`${baseUrl}/forms/contact`);
      const token = /name="token" value="([^"]+)"/.exec(await page.body.text())?.[1];
      if (!token) throw new Error("no token on /forms/contact");
      tokens.push(token);
    }
    await new Promise((resolve) => setTimeout(resolve, READING_MS));

    const send = async (index) => {
      const body = new URLSearchParams({
        token: tokens[index],
        website: "",
        "f.name": `Bench ${runId} ${index}`,
        "f.email": `bench-${runId}-${index}@example.org`,
        "f.topic": "general",
        "f.message": "A question from the forms benchmark.",
      });
      const t0 = performance.now();
      const response = await request(`${baseUrl}/forms/contact`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl },
        body: body.toString(),
      });
      await response.body.text();
      // Thanked: sent on to the thank-you page (a page any cache keeps) once stored.
      const thanked = response.statusCode === 303 && String(response.headers.location).includes("sent=1");
      return { ms: performance.now() - t0, thanked, status: response.statusCode };
    };

    const latencies = [];
    const thanked = new Set();
    const statuses = {};
    let failures = 0;
    const started = performance.now();
    const inFlight = [];
    for (let index = 0; index < FORMS; index += 1) {
      const due = started + (index * SPREAD_MS) / FORMS;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const presses = index % 10 === 0 ? 2 : 1;
      for (let press = 0; press < presses; press += 1) {
        inFlight.push(
          send(index).then(
            (answer) => {
              latencies.push(answer.ms);
              statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
              if (answer.thanked) thanked.add(index);
              else failures += 1;
            },
            () => {
              failures += 1;
            },
          ),
        );
      }
    }
    await Promise.all(inFlight);
    const burstMs = performance.now() - started;

    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    const names = db
      .prepare("SELECT name FROM form_submissions WHERE form_id = 'contact' AND name LIKE ?")
      .all(`Bench ${runId} %`)
      .map((row) => row.name);
    db.close();
    const stored = new Set(names);
    const lost = [...thanked].filter((index) => !stored.has(`Bench ${runId} ${index}`)).length;
    const doubled = names.length - stored.size;

    latencies.sort((a, b) => a - b);
    const pick = (q) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
    return [
      {
        label: `POST /forms/contact (${FORMS} in ${SPREAD_MS / 1000} s)`,
        url: `${baseUrl}/forms/contact`,
        requests: latencies.length,
        failures,
        statuses,
        perSecond: Math.round((latencies.length / burstMs) * 1000),
        p50Ms: pick(0.5),
        p95Ms: pick(0.95),
        p99Ms: pick(0.99),
        maxMs: pick(1),
        thanked: thanked.size,
        stored: names.length,
        lost,
        doubled,
        budget: { p95Ms: 300, lost: 0, doubled: 0 },
        withinBudget:
          thanked.size === FORMS && lost === 0 && doubled === 0 && names.length === FORMS && pick(0.95) <= 300,
      },
    ];
  } finally {
    await restartServer();
    await catcher.stop();
  }
}
