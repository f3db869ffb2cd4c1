// `npm run admin:invite -- someone@example.org --role owner [--name "Ann Lee"]`:
// puts a person on the staff list with that role (the first owner, or anyone
// locked out: it also sets the role of someone already there), prints a
// one-time sign-in link, and e-mails it when SMTP_URL is set. Safe while the
// site runs (SQLite WAL, one transaction). Runs the built code
// (`npm run build` first), like `npm run serve`.
import { parseArgs } from "node:util";
import { loadBuiltSite } from "./lib/built-site.mjs";

const usage =
  'Usage: npm run admin:invite -- someone@example.org --role owner|editor|contributor|treasurer|care [--name "Ann Lee"]';

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { role: { type: "string" }, name: { type: "string" } },
  });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const [email, ...extra] = parsed.positionals;
const { role, name } = parsed.values;
if (!email || extra.length > 0 || !role) {
  console.error(usage);
  process.exit(2);
}

const site = await loadBuiltSite();
if (!site.isRole(role)) {
  console.error(`Unknown role "${role}".\n${usage}`);
  process.exit(2);
}

let invitation;
try {
  // The church's name goes into the invitation e-mail (the content folder is read only then).
  if (process.env.SMTP_URL) await site.loadContent();
  invitation = site.inviteFromCommandLine({ email, role, name });
} catch (error) {
  // A settings mistake (EnvError) says which setting; anything else is worth its stack.
  console.error(error?.name === "EnvError" ? `${error.message}\nSee .env.example for every setting.` : error);
  process.exit(1);
}
if (!invitation.ok) {
  console.error(`Nothing done: ${invitation.message}`);
  process.exit(2);
}

const change = { new: "Added", again: "Already on the list", returned: "Back on the list" }[invitation.change];
console.log(`${change}: ${invitation.email}, ${invitation.role}.`);
console.log(`One-time sign-in link (works once, until ${new Date(invitation.expiresAt).toISOString()}):`);
console.log(`  ${invitation.link}`);
if (!invitation.emailed) {
  console.log("E-mail: not sent (SMTP_URL is not set). Send the link yourself.");
} else {
  const after = await site.deliverSignInMailNow();
  console.log(
    after.pending === 0
      ? `E-mail: sent to ${invitation.email}.`
      : `E-mail: queued; the mail server did not take it yet (${after.lastError ?? "no answer"}).\n` +
          "  The site (whenever it is running) retries it until the link expires.",
  );
}
site.closeDb();
