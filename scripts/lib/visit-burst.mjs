// Issue 19's budget, shared by `npm run bench visits` and the integration test
// (tests/integration/visit-mail-durability.test.ts): plans submitted in one
// burst to a running site whose SMTP server (a mail catcher, scripts/lib/
// mail-catcher.mjs) is stopped part-way through the deliveries and started
// again. Every acknowledged plan's confirmation must arrive once: none lost,
// none doubled (counted by Message-ID), and the form must answer quickly
// while the mail waits in the outbox.
import { Parser } from "htmlparser2";
import { simpleParser } from "mailparser";
import { Agent, request } from "undici";

/** The services the site's own form offers (parsed from /plan-visit with htmlparser2). */
export async function offeredServices(baseUrl) {
  const page = await request(`${baseUrl}/plan-visit`);
  const html = await page.body.text();
  const values = [];
  let inService = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === "select") inService = attributes.name === "service";
      if (name === "option" && inService && attributes.value && !("disabled" in attributes))
        values.push(attributes.value);
    },
    onclosetag(name) {
      if (name === "select") inService = false;
    },
  });
  parser.write(html);
  parser.end();
  if (values.length === 0) throw new Error("the plan-a-visit form offers no service");
  return values;
}

async function visitorSession(baseUrl) {
  const issued = await request(`${baseUrl}/xsrf`);
  await issued.body.text();
  const token = /XSRF-TOKEN=([^;]+)/.exec(String(issued.headers["set-cookie"]))?.[1];
  return {
    "content-type": "application/x-www-form-urlencoded",
    accept: "application/json",
    cookie: `XSRF-TOKEN=${token}`,
    "x-xsrf-token": token,
  };
}

async function waitUntil(condition, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Sends `plans` plans to /plan-visit.json, as the form's script does (the XSRF cookie's token in its
 * header), each for a different address; returns the answers' latencies and the acknowledged addresses.
 * With `spreadMs` 0 they all leave at once; otherwise they leave at even intervals over `spreadMs`
 * (visitors arriving close together), each timed from its own sending.
 */
export async function sendPlans({ baseUrl, plans, services, headers, spreadMs = 0 }) {
  services ??= await offeredServices(baseUrl);
  headers ??= await visitorSession(baseUrl);
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const dispatcher = new Agent({ connections: plans });
  const latencies = [];
  const acknowledged = new Set();
  const statuses = {};
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: plans }, async (_, index) => {
      if (spreadMs > 0) {
        const leaveAt = started + (index * spreadMs) / plans;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, leaveAt - performance.now())));
      }
      const email = `burst-${runId}-${index}@example.org`;
      const body = new URLSearchParams({
        name: `Guest ${index}`,
        email,
        adults: String(1 + (index % 3)),
        childrenAges: index % 2 ? "4, 9" : "",
        service: services[index % services.length],
        from: "/visit",
      }).toString();
      const t0 = performance.now();
      try {
        const response = await request(`${baseUrl}/plan-visit.json`, { method: "POST", headers, body, dispatcher });
        const answer = await response.body.json();
        latencies.push(performance.now() - t0);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (response.statusCode === 200 && answer.ok) acknowledged.add(email);
        else failures += 1;
      } catch {
        failures += 1;
      }
    }),
  );
  const elapsedMs = performance.now() - started;
  await dispatcher.close();
  return { latencies, acknowledged, statuses, failures, elapsedMs };
}

/**
 * @param {object} options
 * @param {string} options.baseUrl the site (SMTP_URL pointing at `catcher`, VISIT_NOTIFY_TO set)
 * @param {import("./mail-catcher.mjs").MailCatcher} options.catcher
 * @param {number} options.plans how many plans in the burst
 * @param {number} [options.stopAfterShare] stop SMTP once this share of the expected messages arrived
 * @param {number} [options.downMs] how long SMTP stays down
 * @param {string} options.office VISIT_NOTIFY_TO, whose notices are counted too
 * @param {number} [options.timeoutMs] the longest to wait for every message
 * @param {number} [options.followUps] plans sent one at a time right after the burst, while its mail waits
 *   in the outbox (as visitors arrive one by one): their answers' times are reported apart
 * @param {number} [options.spreadMs] the burst's plans leave at even intervals over this long (0: all at once)
 */
export async function runVisitBurst({
  baseUrl,
  catcher,
  plans,
  stopAfterShare = 0.25,
  downMs = 3000,
  office,
  timeoutMs = 120_000,
  followUps = 0,
  spreadMs = 0,
}) {
  const services = await offeredServices(baseUrl);
  const headers = await visitorSession(baseUrl);
  const before = catcher.messages.length;
  const expected = (plans + followUps) * 2;

  // SMTP goes down part-way through the deliveries, and comes back after downMs.
  let stoppedAt = null;
  let restartedAt = null;
  const outage = (async () => {
    await waitUntil(
      () => catcher.messages.length - before >= Math.ceil(expected * stopAfterShare),
      timeoutMs,
      "the first deliveries",
    );
    await catcher.stop();
    stoppedAt = catcher.messages.length - before;
    await new Promise((resolve) => setTimeout(resolve, downMs));
    await catcher.start();
    restartedAt = Date.now();
  })();

  const sent = await sendPlans({ baseUrl, plans, services, headers, spreadMs });
  const { latencies, acknowledged, statuses } = sent;
  let failures = sent.failures;
  const burstMs = sent.elapsedMs;

  // Visitors one at a time while the burst's mail waits in the outbox (the site's own count, from /healthz).
  const followUpLatencies = [];
  let mailWaitingAtFollowUps = null;
  if (followUps > 0) {
    // The outbox's count is for the operator's token (ADMIN_TOKEN, which `npm run bench` sets for its server).
    const health = await request(`${baseUrl}/healthz`, {
      headers: { authorization: `Bearer ${process.env.ADMIN_TOKEN ?? ""}` },
    });
    mailWaitingAtFollowUps = (await health.body.json()).outbox?.pending ?? null;
  }
  for (let index = 0; index < followUps; index += 1) {
    const one = await sendPlans({ baseUrl, plans: 1, services, headers });
    followUpLatencies.push(...one.latencies);
    for (const email of one.acknowledged) acknowledged.add(email);
    for (const [status, count] of Object.entries(one.statuses)) statuses[status] = (statuses[status] ?? 0) + count;
    failures += one.failures;
  }

  await outage;
  const deliveredBy = Date.now() + timeoutMs;
  await waitUntil(
    () => catcher.messages.length - before >= expected || Date.now() > deliveredBy,
    timeoutMs + 1000,
    "every message",
  );
  const received = catcher.messages.slice(before);
  const lastAt = Math.max(...received.map((message) => message.receivedAt));
  // A little longer, so a late duplicate would be counted too.
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const mails = await Promise.all(catcher.messages.slice(before).map((message) => simpleParser(message.raw)));
  const confirmations = mails.filter((mail) => mail.subject?.startsWith("Your visit to"));
  const notices = mails.filter((mail) => mail.to?.value?.[0]?.address === office);
  const confirmedTo = new Set(confirmations.map((mail) => mail.to?.value?.[0]?.address));
  const ids = mails.map((mail) => mail.messageId);

  latencies.sort((a, b) => a - b);
  followUpLatencies.sort((a, b) => a - b);
  const pickOf = (sorted, q) =>
    sorted.length === 0
      ? null
      : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
  const pick = (q) => pickOf(latencies, q);
  return {
    plans,
    spreadMs,
    followUps,
    acknowledged: acknowledged.size,
    failures,
    statuses,
    burstMs: Math.round(burstMs),
    p50Ms: pick(0.5),
    p95Ms: pick(0.95),
    p99Ms: pick(0.99),
    maxMs: pick(1),
    mailWaitingAtFollowUps,
    followUpP50Ms: pickOf(followUpLatencies, 0.5),
    followUpP95Ms: pickOf(followUpLatencies, 0.95),
    smtpStoppedAfterMessages: stoppedAt,
    smtpDownMs: downMs,
    confirmationsDelivered: confirmedTo.size,
    confirmationsLost: [...acknowledged].filter((email) => !confirmedTo.has(email)).length,
    noticesDelivered: notices.length,
    messagesReceived: mails.length,
    doubled: ids.length - new Set(ids).size,
    msFromRestartToLastMessage: restartedAt ? Math.max(0, lastAt - restartedAt) : null,
  };
}
