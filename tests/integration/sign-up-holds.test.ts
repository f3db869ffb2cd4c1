import Database from "better-sqlite3";
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { recipients, startMailbox, type Mailbox } from "../support/smtp-mailbox";
import {
  ensureBuilt,
  freePort,
  killHard,
  postAsBrowser,
  root,
  startSite,
  waitFor,
  type SiteProcess,
} from "./server-process";

/**
 * Issue 43, decision 066, against the built server over HTTP, with a real SMTP server: "held" is true.
 * Since decision 054 a burst larger than the event was told "held" without limit (200 of 200 for 50
 * places) and the page never said Full. Now exactly the capacity is held, the rest are waitlisted at once
 * with their place in line (the page they land on and their e-mail say it), and exactly the capacity is
 * confirmed. The booking-out attack (six anonymous holds from six addresses) keeps a class full for at
 * most a hold's 30 minutes, and the parent who came meanwhile stays first in line for its places.
 * The events are this test's own, dated from the clock (a month ahead), in a copy of the demo church.
 */

const HOUR = 3_600_000;
let site: SiteProcess;
let mailbox: Mailbox;

/** A one-off event a month ahead of now: its sign-ups stay open whatever the day the test runs. */
function eventFile(name: string, capacity: number, perSignUpLimit: number): string {
  const day = new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10);
  return [
    `name: ${name}`,
    `start: "${day} 09:00"`,
    `end: "${day} 12:00"`,
    "location: Fellowship Hall",
    "registration:",
    `  capacity: ${capacity}`,
    `  perSignUpLimit: ${perSignUpLimit}`,
    "",
  ].join("\n");
}

beforeAll(async () => {
  ensureBuilt();
  mailbox = await startMailbox();
  const contentDir = mkdtempSync(path.join(tmpdir(), "church-holds-"));
  cpSync(path.join(root, "content/redwood-coast"), contentDir, { recursive: true });
  writeFileSync(path.join(contentDir, "events/race-camp.yaml"), eventFile("Race Camp", 50, 6));
  writeFileSync(path.join(contentDir, "events/holds-class.yaml"), eventFile("Holds Class", 12, 2));
  const port = await freePort();
  site = await startSite({
    port,
    env: {
      CONTENT_DIR: contentDir,
      SMTP_URL: mailbox.url,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ALLOW_TEST_CLOCK: "true",
    },
  });
}, 120_000);
afterAll(async () => {
  if (site) await killHard(site);
  await mailbox?.close();
});

interface Answer {
  result: string | null;
  line: number | null;
  page: string;
}

/** A sign-up as a browser without JavaScript sends it, from its own network address; where it lands. */
async function signUp(
  event: string,
  who: string,
  from: string,
  people = 1,
  headers: Record<string, string> = {},
  prefix = "",
): Promise<Answer> {
  const fields: Record<string, string> = { contactName: who, email: `${who}@example.org` };
  for (let person = 1; person <= people; person += 1) fields[`person-${person}-name`] = `${who} child ${person}`;
  const answer = await postAsBrowser(site, `${prefix}/events/${event}/sign-up`, fields, {
    "x-forwarded-for": from,
    ...headers,
  });
  await answer.text();
  expect(answer.status, who).toBe(303);
  const location = new URL(answer.headers.get("location")!, site.baseUrl);
  const line = location.searchParams.get("line");
  return {
    result: location.searchParams.get("result"),
    line: line === null ? null : Number(line),
    page: location.href,
  };
}

/** A page's words, its tags and scripts taken out. */
async function textOf(url: string, headers: Record<string, string> = {}): Promise<string> {
  const html = await (await fetch(url, { headers })).text();
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

const mailTo = (address: string) => mailbox.messages.filter((message) => recipients(message).includes(address));
const linkIn = (text: string, pathname: string) =>
  new URL(new RegExp(`https?://[^\\s)\\]]+${pathname}\\?[^\\s)\\]]+`).exec(text)![0]);

function statuses(event: string): Record<string, number> {
  const db = new Database(path.join(site.dataDir, "site.db"), { readonly: true });
  try {
    const rows = db
      .prepare("SELECT status, COUNT(*) AS n FROM registrations WHERE event_id = ? GROUP BY status")
      .all(event) as { status: string; n: number }[];
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  } finally {
    db.close();
  }
}

test("200 people sign up at once for 50 places: 50 held, 150 waitlisted at once with distinct places in line, the page says Full, and exactly 50 confirm", async () => {
  const answers = await Promise.all(
    Array.from({ length: 200 }, (_, index) =>
      signUp("race-camp", `racer-${index}`, `198.18.${Math.floor(index / 200)}.${(index % 200) + 1}`),
    ),
  );
  const held = answers.filter((answer) => answer.result === "held");
  const waitlisted = answers.filter((answer) => answer.result === "waitlisted");
  expect(held).toHaveLength(50);
  expect(waitlisted).toHaveLength(150);
  expect(waitlisted.map((answer) => answer.line).sort((a, b) => a! - b!)).toEqual(
    Array.from({ length: 150 }, (_, index) => index + 1),
  );
  // The page a waitlisted person lands on says where they stand; the event's page says Full.
  const seventh = waitlisted.find((answer) => answer.line === 7)!;
  expect(await textOf(seventh.page)).toContain("you are on the waitlist: you are number 7 in line.");
  expect(await textOf(`${site.baseUrl}/events/race-camp/sign-up`)).toContain("Full: you can join the waitlist");

  // The held are e-mailed their link, and all 50 confirm at once by its button.
  const heldAddresses = held.map((answer) => `racer-${answers.indexOf(answer)}@example.org`);
  await waitFor(() => heldAddresses.every((address) => mailTo(address).length > 0), 120_000);
  const confirmed = await Promise.all(
    heldAddresses.map(async (address) => {
      const [mail] = mailTo(address);
      expect(mail!.subject).toBe("Please confirm your sign-up for Race Camp");
      const answer = await fetch(linkIn(mail!.text ?? "", "/sign-ups/confirm"), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: site.baseUrl, cookie: site.cookie },
        body: "",
      });
      return (await answer.text()).includes("are confirmed") ? "confirmed" : `${answer.status}`;
    }),
  );
  expect(confirmed).toEqual(Array(50).fill("confirmed"));
  expect(statuses("race-camp")).toEqual({ confirmed: 50, waitlisted: 150 });
  // The waitlisted are e-mailed the same place in line their page said, once each.
  await waitFor(() => mailbox.messages.length >= 200, 120_000);
  for (const answer of waitlisted) {
    const mails = mailTo(`racer-${answers.indexOf(answer)}@example.org`);
    expect(mails).toHaveLength(1);
    expect((mails[0]!.text ?? "").replace(/\s+/g, " ")).toContain(`you are number ${answer.line} in line.`);
  }
}, 240_000);

test("six anonymous holds from six addresses keep a class full for their 30 minutes at most, and the parent who came meanwhile stays first in line", async () => {
  const holds = await Promise.all(
    Array.from({ length: 6 }, (_, index) => signUp("holds-class", `hoarder-${index}`, `203.0.113.${10 + index}`, 2)),
  );
  expect(holds.map((answer) => answer.result)).toEqual(Array(6).fill("held"));
  expect(await textOf(`${site.baseUrl}/events/holds-class/sign-up`)).toContain("Full: you can join the waitlist");
  // A parent on the Spanish pages: told at once, in Spanish, that they wait first in line.
  const parent = await signUp("holds-class", "parent", "198.51.100.77", 2, {}, "/es");
  expect(parent).toMatchObject({ result: "waitlisted", line: 1 });
  expect(await textOf(parent.page)).toContain("está en la lista de espera: ocupa el puesto 1 de la fila.");

  // Half an hour on, nobody confirmed: the same six addresses send again, and get only what the parent is not owed.
  const later = { "x-test-now": new Date(Date.now() + 31 * 60_000).toISOString() };
  const again = await Promise.all(
    Array.from({ length: 6 }, (_, index) =>
      signUp("holds-class", `hoarder-again-${index}`, `203.0.113.${10 + index}`, 2, later),
    ),
  );
  expect(again.filter((answer) => answer.result === "held")).toHaveLength(5);
  expect(again.filter((answer) => answer.result === "waitlisted").map((answer) => answer.line)).toEqual([2]);
  // The parent's own page (the link in their e-mail) still says first in line.
  await waitFor(() => mailTo("parent@example.org").length > 0, 30_000);
  const [mail] = mailTo("parent@example.org");
  expect((mail!.text ?? "").replace(/\s+/g, " ")).toContain("ocupa el puesto 1 de la fila");
  const manage = linkIn(mail!.text ?? "", "/my-registration");
  expect(await textOf(manage.href, later)).toContain("Está en la lista de espera, en el puesto 1 de la fila.");
}, 120_000);
