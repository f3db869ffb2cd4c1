import { existsSync, readdirSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import { loadContentFolder } from "~/content/load.server";
import { formatProblem } from "~/content/read-files.server";
import { newChurchFiles, type FolderFiles, type NewChurchAnswers } from "./new-church-files";

/**
 * `npm run content:new -- DIR [--name … --zone …]`: a new church's content
 * folder from a few questions, each also a flag so it runs without a terminal.
 * The folder is written beside DIR, checked as the site checks it, and only
 * then moved to DIR: a wrong answer is named and leaves nothing behind.
 */

interface Question {
  flag: string;
  key: keyof NewChurchAnswers | "logo";
  prompt: string;
  /** Asked for when missing; the others take their default. */
  fallback?: string;
}

const QUESTIONS: readonly Question[] = [
  { flag: "name", key: "name", prompt: "The church's name" },
  { flag: "street", key: "street", prompt: "Street address (the building)" },
  { flag: "city", key: "city", prompt: "City" },
  { flag: "region", key: "region", prompt: "State, county or region (may be empty)", fallback: "" },
  { flag: "postal-code", key: "postalCode", prompt: "Postal code (may be empty)", fallback: "" },
  { flag: "country", key: "country", prompt: "Country, two letters", fallback: "US" },
  { flag: "zone", key: "zone", prompt: "Time zone, like America/Chicago or Europe/London" },
  // Optional (issue 38): a church without an office address presses Enter; e-mails then have no reply address.
  {
    flag: "email",
    key: "email",
    prompt: "The office's e-mail address (Enter to skip: none shown, e-mails sent from MAIL_FROM)",
    fallback: "",
  },
  { flag: "weekday", key: "weekday", prompt: "First weekly gathering: which day", fallback: "sunday" },
  { flag: "time", key: "time", prompt: "First weekly gathering: start, 24-hour HH:MM", fallback: "10:00" },
  {
    flag: "primary",
    key: "primary",
    prompt: "Main colour, brand.yaml's primary (white words sit on it), like #1f4e79",
    fallback: "#1f4e79",
  },
  {
    flag: "highlight",
    key: "highlight",
    prompt: "Bright second colour, brand.yaml's highlight (dark words sit on it; a brand guide may call it accent)",
    fallback: "#f2c14e",
  },
  { flag: "logo", key: "logo", prompt: "Logo file, .svg or .png (empty: a monogram is drawn)", fallback: "" },
];

const USAGE = `Usage: npm run content:new -- DIR ${QUESTIONS.map((question) => `[--${question.flag} …]`).join(" ")}`;

export async function main(args: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { target, given } = parsed;
  if (existsSync(target) && readdirSync(target).length > 0) {
    console.error(`✗ ${target} already has files: name a new or empty folder, so nothing of yours is overwritten.`);
    return 2;
  }
  const answers = await ask(given);
  if (answers === "stopped") {
    // Ctrl+D (or Ctrl+C) at a question: the person changed their mind, not a crash (issue 38).
    console.error("\nStopped: nothing was written.");
    return 130;
  }
  if (!answers) return 2;
  const { logo: logoPath, ...facts } = answers;
  const normalised = { ...facts, weekday: facts.weekday.toLowerCase(), country: facts.country.toUpperCase() };
  let logo: Parameters<typeof newChurchFiles>[1];
  if (logoPath) {
    const extension = path.extname(logoPath).slice(1).toLowerCase();
    if (extension !== "svg" && extension !== "png") {
      console.error(`✗ --logo: ${logoPath} is not an .svg or .png file`);
      return 2;
    }
    const bytes = await readFile(path.resolve(logoPath)).catch(() => null);
    if (!bytes) {
      console.error(`✗ --logo: ${logoPath} cannot be read`);
      return 2;
    }
    logo = { extension, bytes };
  }
  const written = await writeChecked(target, newChurchFiles(normalised as NewChurchAnswers, logo));
  if (written === 0 && !normalised.email)
    console.log("  No office e-mail: the site's e-mails go from MAIL_FROM (.env), with no reply address.");
  return written;
}

function parseOptions(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: Object.fromEntries(QUESTIONS.map((question) => [question.flag, { type: "string" as const }])),
  });
  if (positionals.length !== 1) throw new Error("Name the new folder, like ../our-church");
  const given: Record<string, string> = {};
  for (const question of QUESTIONS) {
    const value = values[question.flag];
    if (typeof value === "string") given[question.key] = value.trim();
  }
  return { target: path.resolve(positionals[0]!), given };
}

/** The answers: flags first; the rest asked at a terminal, or their defaults without one. */
async function ask(given: Record<string, string>): Promise<Record<Question["key"], string> | null | "stopped"> {
  const answers: Record<string, string> = { ...given };
  const missing = QUESTIONS.filter((question) => answers[question.key] === undefined);
  if (!process.stdin.isTTY) {
    const required = missing.filter((question) => question.fallback === undefined);
    if (required.length > 0) {
      console.error(
        `✗ Without a terminal, give ${required.map((question) => `--${question.flag}`).join(", ")}.\n${USAGE}`,
      );
      return null;
    }
    for (const question of missing) answers[question.key] = question.fallback!;
    return answers as Record<Question["key"], string>;
  }
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (const question of missing) {
      const suffix = question.fallback ? ` [${question.fallback}]` : "";
      let answer = "";
      do answer = (await terminal.question(`${question.prompt}${suffix}: `)).trim() || (question.fallback ?? "");
      while (!answer && question.fallback === undefined);
      answers[question.key] = answer;
    }
  } catch (error) {
    // readline rejects a pending question with an AbortError on Ctrl+D, and on Ctrl+C once it has closed.
    if ((error as Error).name === "AbortError") return "stopped";
    throw error;
  } finally {
    terminal.close();
  }
  return answers as Record<Question["key"], string>;
}

/** Writes beside the target, checks as the site does, and moves into place only when the site would start with it. */
async function writeChecked(target: string, files: FolderFiles): Promise<number> {
  const staging = `${target}.new-${process.pid}`;
  await rm(staging, { recursive: true, force: true });
  try {
    for (const [file, data] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(staging, file)), { recursive: true });
      await writeFile(path.join(staging, file), data);
    }
    const result = await loadContentFolder(staging);
    if (!result.ok) {
      for (const problem of result.problems) console.error(formatProblem(problem));
      console.error(`\n✗ Nothing was written: fix the answer named above and run it again.`);
      return 1;
    }
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  const relative = path.relative(process.cwd(), target) || target;
  console.log(
    `✓ ${relative}: a new church's folder, ${Object.keys(files).length} files.\n` +
      `  Next: npm run content:check -- ${relative}\n` +
      `  then CONTENT_DIR=${relative} in .env and npm start (docs/adopting.md).`,
  );
  return 0;
}
