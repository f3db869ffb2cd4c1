import { z } from "zod";
import type { ChurchContent } from "~/content/model";
import { LANGUAGES } from "~/i18n/languages";
import { getDb } from "~/server/db.server";
import { createGroupCommit } from "~/server/group-commit.server";
import { endpointProblem } from "./endpoint-rule.server";
import { allowLocalEndpoints } from "./push-settings.server";
import { linkedEvents, registrationFromLink, type LinkedEvent } from "./registration-links.server";
import {
  deleteSubscription,
  linkedSignUps,
  linkSignUp,
  markUsed,
  replaceSubscription,
  saveSubscription,
  subscriptionByEndpoint,
  subscriptionsDb,
  TOPICS,
  topicsOf,
  type Topic,
} from "./subscriptions.server";

/**
 * What the phone's page asks of /push/subscriptions (issue 44, /work PUSH-CONTRACT-NOTES.md): choose
 * topics, switch them off, say what it has. Every body is checked here with zod; a bad one changes
 * nothing and says which part was wrong. A phone's subscription is known by its endpoint, which only
 * that browser holds: whoever sends it may change that subscription and no other.
 */

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+={0,2}$/)
    .refine((value) => Buffer.from(value, "base64url").length === bytes);

const endpoint = z.string().min(1).max(1024);

export const subscribeBody = z.strictObject({
  subscription: z.object({
    endpoint,
    expirationTime: z.number().int().positive().nullable().optional(),
    // A P-256 public key (uncompressed, 65 bytes) and a 16-byte secret, as every browser makes them.
    keys: z.object({ p256dh: base64url(65), auth: base64url(16) }),
  }),
  topics: z.array(z.enum(TOPICS)).max(TOPICS.length),
  language: z.enum(LANGUAGES),
  registration: z.string().max(512).optional(),
  replaces: endpoint.optional(),
});

export const endpointBody = z.strictObject({ endpoint });

/**
 * Phones that subscribe together (the pastor says "turn on notifications" from the pulpit) are written in
 * one transaction, one fsync for all of them; each answer waits for that commit (group-commit.server.ts).
 */
const commit = createGroupCommit(getDb);

export type SubscribeAnswer =
  | { status: 200; body: { topics: Topic[]; registrations: number } }
  | { status: 200; body: { removed: boolean } }
  | { status: 400; body: { error: "invalid"; problems: string[] } | { error: "endpoint" } | { error: "registration" } };

function invalid(error: z.ZodError): { status: 400; body: { error: "invalid"; problems: string[] } } {
  return {
    status: 400,
    body: { error: "invalid", problems: [...new Set(error.issues.map((issue) => issue.path.join(".") || "body"))] },
  };
}

/** POST /push/subscriptions: creates or changes the phone's subscription. */
export async function subscribe(raw: unknown, now: number): Promise<SubscribeAnswer> {
  const parsed = subscribeBody.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const input = parsed.data;
  const topics = [...new Set(input.topics)];
  if (topics.length === 0) return await unsubscribe({ endpoint: input.subscription.endpoint });
  if (endpointProblem(input.subscription.endpoint, allowLocalEndpoints()) !== null)
    return { status: 400, body: { error: "endpoint" } };
  const registration = input.registration === undefined ? null : registrationFromLink(input.registration, now);
  if (input.registration !== undefined && !registration) return { status: 400, body: { error: "registration" } };
  const db = subscriptionsDb();
  return commit((): SubscribeAnswer => {
    const id = saveSubscription(
      db,
      {
        endpoint: input.subscription.endpoint,
        keys: input.subscription.keys,
        expirationTime: input.subscription.expirationTime ?? null,
        topics,
        language: input.language,
      },
      now,
    );
    if (input.replaces) replaceSubscription(db, input.replaces, id);
    if (registration && topics.includes("reminders")) linkSignUp(db, id, registration.id);
    const registrations = topics.includes("reminders") ? linkedSignUps(db, id).length : 0;
    return { status: 200, body: { topics, registrations } };
  });
}

/** POST /push/subscriptions/remove: the phone switched everything off; nothing of it is kept. */
export async function unsubscribe(raw: unknown): Promise<SubscribeAnswer> {
  const parsed = endpointBody.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const db = subscriptionsDb();
  return commit(() => ({ status: 200, body: { removed: deleteSubscription(db, parsed.data.endpoint) } }));
}

export type StateAnswer =
  | { status: 200; body: { topics: Topic[]; language: string; events: Omit<LinkedEvent, "start">[] } }
  | { status: 404; body: { error: "unknown" } }
  | { status: 400; body: { error: "invalid"; problems: string[] } };

/** POST /push/subscriptions/state: what the phone chose, and the events it will be reminded of. */
export async function subscriptionState(raw: unknown, now: number, content: ChurchContent): Promise<StateAnswer> {
  const parsed = endpointBody.safeParse(raw);
  if (!parsed.success) return invalid(parsed.error);
  const db = subscriptionsDb();
  const row = subscriptionByEndpoint(db, parsed.data.endpoint);
  if (!row) return { status: 404, body: { error: "unknown" } };
  await commit(() => markUsed(db, row.id, now));
  const events = linkedEvents(linkedSignUps(db, row.id), row.language, content, now).map(({ name, date }) => ({
    name,
    date,
  }));
  return { status: 200, body: { topics: topicsOf(row), language: row.language, events } };
}
