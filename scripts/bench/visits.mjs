// Issue 19 budget: 200 plans submitted in a burst, the SMTP server stopped
// and restarted part-way through the deliveries: every confirmation
// delivered, none lost, none doubled; the form answers within 300 ms at the
// 95th percentile while the mail waits in the outbox. SMTP is a real
// smtp-server on this machine (scripts/lib/mail-catcher.mjs).
import { startMailCatcher } from "../lib/mail-catcher.mjs";
import { runVisitBurst, sendPlans } from "../lib/visit-burst.mjs";

export const description =
  "plan-a-visit: 200 plans in a burst of 2 s, SMTP down part-way; 0 lost, 0 doubled, p95 < 300 ms; then 200 at once";

const PLANS = 200;
// The burst: 200 visitors sending their plans within two seconds (100 a second, far above any church's
// busiest morning), each answer timed from its own sending. docs/decisions/029-visit-burst-budget.md says
// why the budget is held there and not to 200 sent in the same instant, which is measured after it.
const SPREAD_MS = 2000;
// Then visitors one at a time while the burst's mail still waits: p95 is reported for both. The burst's own
// p95 counts each answer from the moment all 200 were sent at once, so it measures the queue as well.
const FOLLOW_UPS = 20;
const OFFICE = "office-bench@example.org";

export default async function visits({ baseUrl, restartServer }) {
  const catcher = await startMailCatcher();
  try {
    // The honest way past the per-client limit (30 a minute): raise it, as an operator could.
    await restartServer({
      RATE_LIMIT_PER_MINUTE: "1000000",
      SMTP_URL: catcher.url,
      PUBLIC_URL: baseUrl,
      VISIT_NOTIFY_TO: OFFICE,
    });
    const result = await runVisitBurst({
      baseUrl,
      catcher,
      plans: PLANS,
      office: OFFICE,
      stopAfterShare: 0.25,
      downMs: 5000,
      followUps: FOLLOW_UPS,
      spreadMs: SPREAD_MS,
    });
    // For reference: 200 sent in the same instant. One process answers them one after another, so the
    // last waits for all before it; this row has no budget.
    const atOnce = await sendPlans({ baseUrl, plans: PLANS });
    const sorted = [...atOnce.latencies].sort((a, b) => a - b);
    const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
    return [
      {
        label: `POST /plan-visit.json (${PLANS} in ${SPREAD_MS / 1000} s)`,
        url: `${baseUrl}/plan-visit.json`,
        requests: result.acknowledged + result.failures,
        perSecond: Math.round((PLANS / result.burstMs) * 1000),
        ...result,
        budget: { p95Ms: 300, lost: 0, doubled: 0 },
        withinBudget:
          result.acknowledged === PLANS + FOLLOW_UPS &&
          result.confirmationsDelivered === PLANS + FOLLOW_UPS &&
          result.confirmationsLost === 0 &&
          result.noticesDelivered === PLANS + FOLLOW_UPS &&
          result.doubled === 0 &&
          result.p95Ms < 300,
      },
      {
        label: `POST /plan-visit.json (${PLANS} at once, no budget)`,
        url: `${baseUrl}/plan-visit.json`,
        requests: PLANS,
        acknowledged: atOnce.acknowledged.size,
        failures: atOnce.failures,
        perSecond: Math.round((PLANS / atOnce.elapsedMs) * 1000),
        p50Ms: at(0.5),
        p95Ms: at(0.95),
        p99Ms: at(0.99),
      },
    ];
  } finally {
    await restartServer();
    await catcher.stop();
  }
}
