import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

/**
 * The e-mails the site sent during the run, as the journeys' SMTP server
 * received them (tests/e2e/mail-server.ts), parsed by mailparser.
 */

async function allMail(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAIL_DIR as string;
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith(".eml"))
      .sort();
  } catch {
    return [];
  }
  return Promise.all(files.map((file) => simpleParser(readFileSync(path.join(dir, file)))));
}

const addressedTo = (mail: ParsedMail, address: string) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) =>
    to.value.some((entry) => entry.address === address),
  );

/** Waits until `count` e-mails to `address` have arrived (the outbox sends in the background), and returns them in order. */
export async function mailTo(address: string, count = 1): Promise<ParsedMail[]> {
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMail()).filter((mail) => addressedTo(mail, address));
        return found.length;
      },
      { timeout: 15_000, message: `${count} e-mail(s) to ${address}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The change-or-cancel link of an e-mail, as a path on the site under test. */
export function manageLinkOf(mail: ParsedMail): string {
  const match = /https?:\/\/[^\s)\]]+\/my-visit\?[^\s)\]]+/.exec(mail.text ?? "");
  if (!match) throw new Error("no change-or-cancel link in the e-mail");
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
}
