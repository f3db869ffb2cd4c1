// `npm run data:forget -- someone@example.org`: the privacy policy's "ask us
// to delete it". Deletes what DATA_DIR's database keeps of that person (the
// list is app/features/privacy/forget.server.ts's) and, with Mailchimp on,
// queues Mailchimp's permanent deletion in the outbox (delivered now if
// Mailchimp answers, else retried by the running site); it prints only what it
// did for that person. Safe while the site runs: SQLite WAL, one transaction.
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
// Only what was done for this person: a line for each kind of record found (issue 43: a person who only sent
// forms read about giving and Mailchimp).
const said = [
  [report.signups, "newsletter sign-ups deleted"],
  [report.visitRequests, "visit plans deleted (reminders and e-mails with them)"],
  [report.registrations, "event registrations deleted (e-mails with them)"],
  [report.joinRequests, "requests to join a group deleted (with their e-mails)"],
  [report.formSubmissions, "form submissions deleted (with their notes and e-mails)"],
  [report.phones, "phones' notifications deleted (those linked to the person's sign-ups)"],
  [report.outboxRows, "queued deliveries carrying the address deleted"],
].filter(([count]) => count > 0);
for (const [count, what] of said) console.log(`  ${what}: ${count}`);
const giving = report.giving;
const givingDone = [
  [giving.notesErased, "notes erased"],
  [giving.unpaidGiftsDeleted, "unpaid or failed gifts deleted"],
  [giving.recurringDeleted, "stopped recurring gifts deleted"],
  [giving.donorLinksDeleted, "donor links deleted (they no longer open)"],
].filter(([count]) => count > 0);
if (givingDone.length > 0) console.log(`  giving: ${givingDone.map(([count, what]) => `${count} ${what}`).join(", ")}`);
if (giving.giftRecordsKept > 0)
  console.log(
    `  giving: ${giving.giftRecordsKept} received gifts kept (name, e-mail address, amount, fund, date): tax records, ` +
      "kept seven years after the end of their year as US tax law asks, then deleted by the daily clean-up",
  );
if (giving.recurringKept > 0)
  console.log(
    `  giving: ${giving.recurringKept} recurring gifts still running, kept: the donor stops them from "Manage my giving" (or the treasurer in Stripe)`,
  );
const keptAny = giving.giftRecordsKept + giving.recurringKept > 0;
if (report.mailchimpDeletionQueued) {
  // Asked of Mailchimp for every address: the person may have joined the list there, not through this site.
  const after = await site.deliverForgetRequestsNow();
  console.log(
    after.pending === 0
      ? "  Mailchimp: member permanently deleted (or was not on the list)."
      : `  Mailchimp: deletion queued; Mailchimp did not take it yet (${after.lastError ?? "no answer"}).\n` +
          "  The site (whenever it is running) retries it from the outbox until Mailchimp answers; /healthz shows it as pending.",
  );
} else if (report.signups > 0) {
  console.log("  Mailchimp: not configured here, so nothing was sent there to delete.");
} else if (said.length === 0 && givingDone.length === 0 && !keptAny) {
  console.log("  nothing was stored for this address, so nothing was deleted.");
}
site.closeDb();
