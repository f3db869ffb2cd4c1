import { execFile } from "node:child_process";
import { z } from "zod";

/**
 * restic, Debian's package (docs/decisions/055-backups-with-restic-issue-40.md),
 * run as a child process with the environment restic reads itself:
 * RESTIC_REPOSITORY, RESTIC_PASSWORD or RESTIC_PASSWORD_FILE (or
 * RESTIC_PASSWORD_COMMAND), the S3 keys, RESTIC_CACHE_DIR. They pass through
 * untouched, so restic's own documentation applies as it is; none of them is
 * ever logged, and an error restic prints has each of their values redacted.
 */

/** Every snapshot the site makes carries this tag and host name, so a new machine (another host name) continues the same history. */
export const SNAPSHOT_TAG = "church-website";

const settingsSchema = z.object({
  RESTIC_REPOSITORY: z.string().trim().min(1).optional(),
  RESTIC_REPOSITORY_FILE: z.string().trim().min(1).optional(),
  RESTIC_PASSWORD: z.string().min(1).optional(),
  RESTIC_PASSWORD_FILE: z.string().trim().min(1).optional(),
  RESTIC_PASSWORD_COMMAND: z.string().trim().min(1).optional(),
  RESTIC_BINARY: z.string().trim().min(1).default("restic"),
  // Not restic's: the ssh command for an sftp: repository (a port, a key, a known_hosts file), passed as -o sftp.command.
  BACKUP_SFTP_COMMAND: z.string().trim().min(1).optional(),
});

export type ResticSettings =
  | { configured: true; binary: string; sftpCommand?: string; env: NodeJS.ProcessEnv }
  | { configured: false; missing: string };

export function resticSettings(env: NodeJS.ProcessEnv = process.env): ResticSettings {
  const parsed = settingsSchema.parse(env);
  if (!parsed.RESTIC_REPOSITORY && !parsed.RESTIC_REPOSITORY_FILE)
    return { configured: false, missing: "RESTIC_REPOSITORY (where the backups go)" };
  if (!parsed.RESTIC_PASSWORD && !parsed.RESTIC_PASSWORD_FILE && !parsed.RESTIC_PASSWORD_COMMAND)
    return { configured: false, missing: "RESTIC_PASSWORD_FILE or RESTIC_PASSWORD (the repository's password)" };
  return {
    configured: true,
    binary: parsed.RESTIC_BINARY,
    ...(parsed.BACKUP_SFTP_COMMAND ? { sftpCommand: parsed.BACKUP_SFTP_COMMAND } : {}),
    env,
  };
}

/**
 * The settings the operator writes for `npm run backup` (.env.example and docs/configuration.md list them; a
 * docs test holds them to it): restic reads its own, so restic's documentation applies as it is.
 */
export const BACKUP_SETTING_NAMES = [
  "RESTIC_REPOSITORY",
  "RESTIC_PASSWORD_FILE",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "BACKUP_SFTP_COMMAND",
] as const;

/** The settings whose values never appear in an error we keep, print or log. */
const SECRET_NAMES = [
  "RESTIC_PASSWORD",
  "RESTIC_REPOSITORY",
  "AWS_ACCESS_KEY_ID",
  "AWS_SECRET_ACCESS_KEY",
  "AWS_SESSION_TOKEN",
  "B2_ACCOUNT_KEY",
  "AZURE_ACCOUNT_KEY",
  "BACKUP_SFTP_COMMAND",
];

/** `text` without any secret setting's value; a repository address keeps its kind ("s3:", "sftp:") only. */
export function redactSecrets(text: string, env: NodeJS.ProcessEnv = process.env): string {
  let redacted = text;
  const values = SECRET_NAMES.map((name) => env[name]).filter((value): value is string => Boolean(value));
  // The longest first: a repository address may contain a key.
  for (const value of values.sort((a, b) => b.length - a.length)) {
    if (value.length < 4) continue;
    redacted = redacted.split(value).join("[redacted]");
  }
  // user:password@ in any URL restic echoes back.
  return redacted.replace(/(\w+:\/\/)[^/\s:@]+:[^/\s@]+@/g, "$1[redacted]@");
}

export class ResticError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(message);
    this.name = "ResticError";
  }
}

/** Runs restic with `args`; resolves with its standard output, rejects with a ResticError whose message is redacted. */
export function restic(settings: Extract<ResticSettings, { configured: true }>, args: string[]): Promise<string> {
  const options = settings.sftpCommand ? ["-o", `sftp.command=${settings.sftpCommand}`] : [];
  return new Promise((resolve, reject) => {
    execFile(
      settings.binary,
      [...options, ...args],
      { env: settings.env, maxBuffer: 256 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const said = redactSecrets(stderr.trim() || error.message, settings.env);
        const code = typeof error.code === "number" ? error.code : null;
        reject(new ResticError(`restic ${args[0]} failed: ${said.split("\n").slice(0, 4).join(" ")}`, code, said));
      },
    );
  });
}

const summarySchema = z.object({
  message_type: z.literal("summary"),
  snapshot_id: z.string(),
  total_bytes_processed: z.number(),
  total_files_processed: z.number(),
  data_added: z.number(),
});
export type BackupSummary = z.infer<typeof summarySchema>;

/** The summary line of `restic backup --json` (its other lines are progress). */
export function parseBackupSummary(stdout: string): BackupSummary {
  for (const line of stdout.split("\n").reverse()) {
    if (!line.includes('"summary"')) continue;
    return summarySchema.parse(JSON.parse(line));
  }
  throw new Error("restic backup printed no summary");
}

const snapshotSchema = z.object({
  id: z.string(),
  short_id: z.string(),
  time: z.string(),
  paths: z.array(z.string()).min(1),
  tags: z.array(z.string()).nullish(),
});
export type Snapshot = z.infer<typeof snapshotSchema>;

/** The site's snapshots, oldest first. */
export async function listSnapshots(settings: Extract<ResticSettings, { configured: true }>): Promise<Snapshot[]> {
  const stdout = await restic(settings, ["snapshots", "--json", "--tag", SNAPSHOT_TAG]);
  return z.array(snapshotSchema).parse(JSON.parse(stdout || "[]"));
}

/** `restic init` when the repository does not exist yet (its first use); nothing when it does. */
export async function ensureRepository(settings: Extract<ResticSettings, { configured: true }>): Promise<boolean> {
  try {
    await restic(settings, ["cat", "config"]);
    return false;
  } catch (error) {
    // restic 0.14 has no exit code of its own for "no repository there": its message says so.
    if (!(error instanceof ResticError) || !/unable to open config file/i.test(error.stderr)) throw error;
  }
  await restic(settings, ["init"]);
  return true;
}
