import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { recipients } from "../support/smtp-mailbox";

/**
 * Helpers for the staff journeys (admin-*.spec.ts): people set up by the real
 * `npm run admin:invite` command against the e2e server's DATA_DIR, e-mail
 * read from the real SMTP server of mail-server.ts and parsed by mailparser,
 * and a client address per journey (the server trusts X-Forwarded-For from
 * loopback, as from Caddy), so the sign-in limits count each journey alone.
 */
export const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * The staff menu's links for each role, in order: an owner sees every page; an editor no Giving, People or
 * Activity.
 */
const OWNER_MENU = [
  "Dashboard",
  "Who’s coming",
  "Content",
  "Pictures",
  "History",
  // Visits counted without cookies (issue 47): owners, editors, contributors and treasurers read them.
  "Insights",
  // An owner sees the treasurer's page too (issue 30).
  "Giving",
  // Each event's sign-ups and the requests to join a group (issue 28).
  "Sign-ups",
  // The forms the person reads (issue 35): an editor reads the open ones (contact, baptism…).
  "Forms",
  "Groups",
  // The live chat and each service's attendance (issue 45): owners and editors host it.
  "Live chat",
  // Notices to phones (issue 44): owners and editors send them.
  "Notifications",
  "People",
  "Activity",
  "Security",
];

export const STAFF_MENU = {
  owner: OWNER_MENU,
  // An editor sees neither the treasurer's Giving nor People and Activity, which are the owners'.
  editor: OWNER_MENU.filter((link) => !["Giving", "People", "Activity"].includes(link)),
};

/** An address no other journey uses. */
export function staffAddress(testInfo: TestInfo, label: string): string {
  const id = createHash("sha256").update(`${testInfo.testId}${testInfo.project.name}${testInfo.retry}`).digest("hex");
  return `${label}-${id.slice(0, 10)}@example.org`;
}

/** A client address of the journey's own (documentation range 198.51.100.0/24 and beyond, by hash). */
export function clientAddress(testInfo: TestInfo, label = ""): string {
  const bytes = createHash("sha256").update(`${testInfo.testId}${testInfo.project.name}${label}`).digest();
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

/** The headers every request of this page carries: its client address and, optionally, the site's clock. */
export async function actAsClient(page: Page, address: string, now?: Date): Promise<void> {
  await page.setExtraHTTPHeaders({
    "x-forwarded-for": address,
    ...(now ? { "x-test-now": now.toISOString() } : {}),
  });
}

/** The data folder and port of the site this journey runs against: the editor's journeys have their own. */
function siteUnderTest(): { dataDir: string | undefined; port: number } {
  const baseURL = test.info().project.use.baseURL;
  const editorPort = Number(process.env.E2E_EDITOR_PORT);
  return baseURL && Number(new URL(baseURL).port) === editorPort
    ? { dataDir: process.env.E2E_EDITOR_DATA_DIR, port: editorPort }
    : { dataDir: process.env.E2E_DATA_DIR, port };
}

/** `npm run admin:invite -- <email> --role <role>` against the e2e site's data; the link it prints. */
export async function inviteByCommand(
  email: string,
  role: "owner" | "editor" | "contributor" | "treasurer" | "care" | "host",
  name?: string,
  /** Another site's data and port (a journey's own server, tests/e2e/stripe-site.ts); the project's site when left out. */
  site: { dataDir: string | undefined; port: number } = siteUnderTest(),
): Promise<URL> {
  const child = spawn(
    process.execPath,
    ["scripts/admin-invite.mjs", email, "--role", role, ...(name ? ["--name", name] : [])],
    { env: { ...process.env, DATA_DIR: site.dataDir, PORT: String(site.port), SMTP_URL: "", PUBLIC_URL: "" } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
  const status = await new Promise<number | null>((resolve) => child.on("close", resolve));
  expect(status, stderr).toBe(0);
  const link = stdout.match(/https?:\/\/\S+\/admin\/verify\?token=\S+/)?.[0];
  expect(link, stdout).toBeTruthy();
  return new URL(link!);
}

/**
 * The first message to `to` that arrived at or after `since` (less a second's slack), read from the mail
 * server's folder, passing over the messages named in `skip` (by Message-ID): an earlier e-mail to the
 * same person can fall within that slack.
 */
export async function mailTo(to: string, since: number, timeoutMs = 15_000, skip: string[] = []): Promise<ParsedMail> {
  const directory = process.env.E2E_MAIL_DIR!;
  const seen = new Map<string, ParsedMail>();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const file of readdirSync(directory).sort()) {
      if (Number(file.split("-")[0]) < since - 1000) continue;
      if (!seen.has(file)) seen.set(file, await simpleParser(readFileSync(path.join(directory, file))));
      const message = seen.get(file)!;
      if (recipients(message).includes(to.toLowerCase()) && !skip.includes(message.messageId ?? "")) return message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
}

/** No message to `to` since `since` (after waiting long enough for the outbox to have sent one). */
export async function noMailTo(to: string, since: number): Promise<void> {
  await expect(mailTo(to, since, 4_000)).rejects.toThrow(/No e-mail/);
}

export function codeIn(mail: ParsedMail): string {
  const code = mail.text?.match(/^\s+(\d{10})$/m)?.[1];
  expect(code, mail.text).toBeTruthy();
  return code!;
}

/** Opens a sign-in or invitation link on this site (whatever host the command printed) and presses Sign in. */
export async function signInWithLink(page: Page, link: URL): Promise<void> {
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Asks for a code, reads it from the e-mail and types it in. */
export async function signInWithCode(page: Page, email: string): Promise<void> {
  const since = Date.now();
  await page.goto("/admin/sign-in");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "E-mail me a code" }).click();
  await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
  const code = codeIn(await mailTo(email, since));
  await page.getByLabel("Code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
}
