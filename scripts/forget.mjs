// `npm run data:forget -- someone@example.org`: the privacy policy's "ask us
// to delete it". Deletes that person's newsletter sign-up, visit plans (with
// their reminders and every e-mail about them) and queued deliveries from DATA_DIR's database and queues Mailchimp's permanent
// deletion in the outbox (delivered now if Mailchimp answers, else retried by
// the running site). Safe while the site runs: SQLite WAL, one transaction.
// Runs the built code (`npm run build` first), like `npm run serve`.
import path from "node:path";
import { loadBuiltSite, root } from "./lib/built-site.mjs";

const address = process.argv[2];
if (!address || process.argv.length > 3) {
  console.error("Usage: npm run data:forget -- someone@example.org");
  process.exit(2);
}
const site = await loadBuiltSite();

let report;
try {
  report = site.forgetPerson(address);
} catch (error) {
  // A settings mistake (EnvError) says which setting; anything else is worth its stack.
  console.error(error?.name === "EnvError" ? `${error.message}\nSee .env.example for every setting.` : error);
  process.exit(1);
}
if (!report.ok) {
  console.error(`Nothing done: ${report.problem}.`);
  process.exit(2);
}
const dataDir = path.resolve(root, process.env.DATA_DIR ?? "./data");
console.log(`Forgetting ${report.address} (database in ${dataDir}):`);
console.log(`  newsletter sign-ups deleted: ${report.signups}`);
console.log(`  visit plans deleted (reminders and e-mails with them): ${report.visitRequests}`);
console.log(`  event registrations deleted (e-mails with them): ${report.registrations}`);
console.log(`  requests to join a group deleted (with their e-mails): ${report.joinRequests}`);
console.log(`  form submissions deleted (with their notes and e-mails): ${report.formSubmissions}`);
console.log(`  queued deliveries carrying the address deleted: ${report.outboxRows}`);
const giving = report.giving;
console.log(
  `  giving: ${giving.notesErased} notes erased, ${giving.unpaidGiftsDeleted} unpaid or failed gifts deleted, ` +
    `${giving.recurringDeleted} stopped recurring gifts deleted, ${giving.donorLinksDeleted} donor links deleted (they no longer open)`,
);
if (giving.giftRecordsKept > 0)
  console.log(
    `  giving: ${giving.giftRecordsKept} received gifts kept (name, e-mail address, amount, fund, date): tax records, ` +
      "kept seven years after the end of their year as US tax law asks, then deleted by the daily clean-up",
  );
if (giving.recurringKept > 0)
  console.log(
    `  giving: ${giving.recurringKept} recurring gifts still running, kept: the donor stops them from "Manage my giving" (or the treasurer in Stripe)`,
  );
if (!report.mailchimpDeletionQueued) {
  console.log("  Mailchimp: not configured here, so nothing was sent there to delete.");
} else {
  const after = await site.deliverForgetRequestsNow();
  console.log(
    after.pending === 0
      ? "  Mailchimp: member permanently deleted (or was not on the list)."
      : `  Mailchimp: deletion queued; Mailchimp did not take it yet (${after.lastError ?? "no answer"}).\n` +
          "  The site (whenever it is running) retries it from the outbox until Mailchimp answers; /healthz shows it as pending.",
  );
}
site.closeDb();
