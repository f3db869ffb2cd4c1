// Backups off the machine, through restic (issue 40; docs/backups.md):
//   `npm run backup`                      a snapshot of the running site, then the 14 days' pruning;
//   `npm run restore -- [snapshot] [--force]`  a snapshot (the latest if none named) into DATA_DIR and CONTENT_DIR;
//   `npm run backup:check`                the latest snapshot restored into a temporary folder and verified.
// restic's own settings (RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE, the S3 keys) come from the environment
// or .env and are never printed. Runs the built code (`npm run build` first), like `npm run serve`.
import { parseArgs } from "node:util";
import { loadBuiltSite } from "./lib/built-site.mjs";

const usage = "Usage: npm run backup | npm run restore -- [snapshot] [--force] | npm run backup:check";

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const [command, ...rest] = parsed.positionals;
if (!["backup", "restore", "check"].includes(command) || rest.length > (command === "restore" ? 1 : 0)) {
  console.error(usage);
  process.exit(2);
}

const site = await loadBuiltSite();
const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

function notConfigured(outcome) {
  console.error(`Nothing done: ${outcome.missing} is not set. docs/backups.md says how to choose a repository.`);
  process.exit(2);
}

let status = 0;
try {
  if (command === "backup") {
    const outcome = await site.runBackup();
    if (!outcome.ok && outcome.problem === "not-configured") notConfigured(outcome);
    if (outcome.ok) {
      if (outcome.initialised) console.log("A new backup repository was made (its first use).");
      console.log(
        `Backup ${outcome.snapshotId}: ${megabytes(outcome.sizeBytes)} of data, ${megabytes(outcome.addedBytes)} new in the repository, in ${outcome.seconds.toFixed(1)} s.`,
      );
      console.log(
        `  ${Object.keys(outcome.manifest.tables).length} tables, ${outcome.manifest.contentFiles} content files, ${outcome.manifest.pictures} pictures; snapshots older than 14 days removed.`,
      );
    } else if (outcome.problem === "busy") {
      console.error("Another backup of this data folder is running: nothing done.");
      status = 1;
    } else {
      console.error(`The backup failed (the owners are told by e-mail): ${outcome.error}`);
      status = 1;
    }
  } else if (command === "restore") {
    const outcome = await site.restoreSnapshot({ snapshot: rest[0] ?? null, force: parsed.values.force });
    if (!outcome.ok && outcome.problem === "not-configured") notConfigured(outcome);
    if (outcome.ok) {
      console.log(
        `Restored snapshot ${outcome.snapshot.short_id} (made ${outcome.snapshot.time}) in ${outcome.seconds.toFixed(1)} s:`,
      );
      console.log(`  database and pictures in ${outcome.dataDir}, content folder in ${outcome.contentDir}.`);
      console.log("  Checked: database integrity ok, every table there, the content folder loads. Start the site.");
    } else if (outcome.problem === "not-empty") {
      console.error(
        `Nothing done: ${outcome.folder} is not empty. Restore into an empty data folder, or add --force to replace what is there.`,
      );
      status = 2;
    } else if (outcome.problem === "no-snapshot") {
      console.error(
        outcome.wanted ? `No snapshot ${outcome.wanted} in the repository.` : "The repository has no snapshot yet.",
      );
      status = 1;
    } else if (outcome.problem === "broken") {
      console.error(`Nothing put in place: the snapshot did not pass its checks:\n  ${outcome.problems.join("\n  ")}`);
      status = 1;
    } else {
      console.error(`The restore failed: ${outcome.error}`);
      status = 1;
    }
  } else {
    const outcome = await site.checkLatestBackup();
    if (!outcome.ok && outcome.problem === "not-configured") notConfigured(outcome);
    if (outcome.ok) {
      console.log(
        `Snapshot ${outcome.snapshot.short_id} (made ${outcome.snapshot.time}) restores and checks out, in ${outcome.seconds.toFixed(1)} s:`,
      );
      console.log(
        `  integrity ok, ${Object.keys(outcome.manifest.tables).length} tables, the content folder loads, ${outcome.manifest.pictures} pictures.`,
      );
    } else {
      console.error(`The check failed (the owners are told by e-mail):\n  ${outcome.problems.join("\n  ")}`);
      status = 1;
    }
  }
} catch (error) {
  // A settings mistake (EnvError) says which setting; anything else is worth its stack.
  console.error(error?.name === "EnvError" ? `${error.message}\nSee .env.example for every setting.` : error);
  status = 1;
}
site.closeDb();
process.exit(status);
