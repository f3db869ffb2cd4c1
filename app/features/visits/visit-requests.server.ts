import { randomUUID } from "node:crypto";
import { subYears } from "date-fns";
import { z } from "zod";
import { sendVisitNotice, smtpConfigured, type VisitNotice } from "./mailer.server";
import { ensureSchema, getDb } from "~/server/db.server";
import { normaliseEmail } from "~/server/email-address.server";
import { createGroupCommit } from "~/server/group-commit.server";
import { enqueue, outboxDb, type DeliveryOutcome } from "~/server/outbox.server";
import { formatChurchTime, inChurchZone } from "~/lib/church-time";
import { datePatterns } from "~/lib/date-patterns";
import { PAST_SERVICE_MESSAGE, plannableSeasonServices } from "~/lib/seasonal";
import { getContent } from "~/server/content.server";

/**
 * Plan-a-visit requests from the seasonal pages (SPEC 2.21, 2.22), kept the
 * same durable way as sign-ups and e-mailed to the church through the outbox
 * when SMTP_URL and VISIT_NOTIFY_TO are set.
 */

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS visit_requests (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    service TEXT NOT NULL,
    children_count INTEGER,
    children_ages TEXT,
    season TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
`;

export const VISIT_TOPIC = "visit.notify";

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : null));

/** What the dialog's form posts (field names are a contract with app/components/plan-visit-dialog.tsx). */
const visitFormSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(120, "Please shorten your name to 120 characters"),
  email: z.string().transform((value, context) => {
    const checked = normaliseEmail(value);
    if (!checked.ok) {
      context.addIssue({ code: "custom", message: "Please enter a valid email address" });
      return z.NEVER;
    }
    return checked.address;
  }),
  phone: optionalText(40, "Please enter a shorter phone number").refine(
    (value) => value === null || /^[0-9+().\s-]{7,40}$/.test(value),
    "Please enter a valid phone number",
  ),
  service: z.string().trim().min(1, "Please choose a service").max(100, "Please choose a service"),
  childrenCount: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .refine(
      (value) => value === null || (Number.isInteger(value) && value >= 0 && value <= 20),
      "Please enter a number from 0 to 20",
    ),
  childrenAges: optionalText(120, "Please shorten the ages to 120 characters"),
  /** The seasonal page the form is on (its path). */
  season: z
    .string()
    .trim()
    .max(200)
    .refine(
      (path) => getContent().seasons.some((season) => season.path === path),
      "Please plan your visit from one of our pages",
    ),
});

export type VisitField = keyof z.input<typeof visitFormSchema>;
export type VisitResult = { ok: true; id: string } | { ok: false; fieldErrors: Partial<Record<VisitField, string>> };

function visitsDb() {
  outboxDb();
  return ensureSchema("visit_requests", SCHEMA);
}

const commit = createGroupCommit(getDb);

export async function addVisitRequest(fields: Record<string, unknown>, now = Date.now()): Promise<VisitResult> {
  const parsed = visitFormSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<VisitField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as VisitField | undefined;
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const service = chosenService(parsed.data.season, parsed.data.service, now);
  if (!service.ok) return { ok: false, fieldErrors: { service: service.message } };
  const visit: VisitNotice = { id: randomUUID(), ...parsed.data, service: service.label, createdAt: now };
  const db = visitsDb();
  const notify = smtpConfigured();
  await commit(() => {
    db.prepare(
      `INSERT INTO visit_requests (id, name, email, phone, service, children_count, children_ages, season, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      visit.id,
      visit.name,
      visit.email,
      visit.phone,
      visit.service,
      visit.childrenCount,
      visit.childrenAges,
      visit.season,
      now,
    );
    if (notify) enqueue(db, { topic: VISIT_TOPIC, dedupeKey: `visit:${visit.id}`, payload: visit, now });
  });
  return { ok: true, id: visit.id };
}

/**
 * Never a plan for the past: the form's value names the service with its date
 * ("2027-03-28T09:00", church time); it must be one still to start at `now`.
 * Stored as the office reads it: "Sunday, March 28, 2027, 9:00 AM".
 */
function chosenService(
  seasonPath: string,
  value: string,
  now: number,
): { ok: true; label: string } | { ok: false; message: string } {
  const { church, seasons } = getContent();
  const style = { timeZone: church.locale.timeZone, dateOrder: church.locale.dateOrder, clock: church.locale.clock };
  const season = seasons.find((candidate) => candidate.path === seasonPath);
  const match = season
    ? plannableSeasonServices(season, now, style).find((service) => service.value === value)
    : undefined;
  if (match)
    return {
      ok: true,
      label: `${formatChurchTime(match.start, datePatterns(style).longDate, style.timeZone)}, ${match.label}`,
    };
  const dated = /^\d{4}-\d\d-\d\dT\d\d:\d\d$/.test(value);
  // Same-width church wall-clock strings compare in time order.
  const past = dated && value <= formatChurchTime(now, "yyyy-MM-dd'T'HH:mm", style.timeZone);
  return { ok: false, message: past ? PAST_SERVICE_MESSAGE : "Please choose a service" };
}

export interface VisitExportRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  service: string;
  children_count: number | null;
  children_ages: string | null;
  season: string;
  created_at: number;
}

export function listVisitRequests(): VisitExportRow[] {
  return visitsDb().prepare("SELECT * FROM visit_requests ORDER BY created_at, id").all() as VisitExportRow[];
}

/** Outbox handler for VISIT_TOPIC (registered in app/background.server.ts). */
export function deliverVisitNotice(payload: unknown): Promise<DeliveryOutcome> {
  return sendVisitNotice(payload as VisitNotice);
}

/**
 * The privacy policy's promise: visit plans are deleted one year after they
 * were sent, with the outbox rows that carried them to the church's inbox.
 * Run daily and at start-up (registered in app/background.server.ts).
 */
export function deleteExpiredVisitRequests(now: number): { visitRequests: number; visitNotices: number } {
  const cutoff = subYears(inChurchZone(now, getContent().church.locale.timeZone), 1).getTime();
  const db = visitsDb();
  return db.transaction(() => ({
    visitRequests: db.prepare("DELETE FROM visit_requests WHERE created_at < ?").run(cutoff).changes,
    visitNotices: db.prepare("DELETE FROM outbox WHERE topic = ? AND created_at < ?").run(VISIT_TOPIC, cutoff).changes,
  }))();
}

/** Deletes every visit request made with this (normalised) address; the count of rows removed. */
export function deleteVisitRequestsOf(address: string): { visitRequests: number; visitNotices: number } {
  const db = visitsDb();
  return {
    visitRequests: db.prepare("DELETE FROM visit_requests WHERE email = ?").run(address).changes,
    visitNotices: db
      .prepare("DELETE FROM outbox WHERE topic = ? AND json_extract(payload, '$.email') = ?")
      .run(VISIT_TOPIC, address).changes,
  };
}
