// `npm run giving:reconcile [-- --days N]`: what the site does every hour, now. Reads the last days of
// Stripe's Checkout Sessions and invoices (3 by default: Stripe retries a webhook for three days) and records
// any gift or paid registration whose webhook never came, as the webhook would have (recording is
// idempotent: what is already recorded stays as it is). Receipts are queued in DATA_DIR's outbox for the
// running site to send. Safe while the site runs: SQLite WAL. Runs the built code (`npm run build` first).
import { parseArgs } from "node:util";
import { loadBuiltSite } from "./lib/built-site.mjs";

const usage = "Usage: npm run giving:reconcile [-- --days 7]";
let days;
try {
  const { values } = parseArgs({ options: { days: { type: "string" } } });
  if (values.days !== undefined) {
    days = Number(values.days);
    if (!Number.isInteger(days) || days < 1 || days > 90) throw new Error("--days is a whole number from 1 to 90");
  }
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const site = await loadBuiltSite();

let done;
try {
  // Paid registrations' handlers read the events from the content folder.
  await site.loadContent();
  done = await site.reconcileGivingNow(days);
} catch (error) {
  console.error(error?.name === "EnvError" ? `${error.message}\nSee .env.example for every setting.` : error);
  process.exit(1);
} finally {
  site.closeDb();
}
if (done === null) {
  console.log(
    "Nothing to reconcile: no STRIPE_SECRET_KEY is set (the demo's imitation of Stripe keeps nothing to catch up).",
  );
  process.exit(0);
}
console.log(`Reconciled the last ${days ?? site.RECONCILE_DAYS} days with Stripe:`);
console.log(`  Checkout Sessions handed to their handlers: ${done.sessions}`);
console.log(`  invoices (recurring payments) handed to their handlers: ${done.invoices}`);
console.log("Each was recorded only if it was missing; receipts for new records go out from the running site.");
