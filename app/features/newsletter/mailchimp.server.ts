import { createHash } from "node:crypto";
import { z } from "zod";
import { getEnv } from "~/server/env.server";
import { fetchJson, UpstreamError } from "~/server/fetch.server";
import { RetryLater, type DeliveryOutcome } from "~/server/outbox.server";
import { recordUpstreamFailure, recordUpstreamSuccess } from "~/server/upstream-status.server";

/**
 * Mailchimp Marketing API 3.0, two calls: the idempotent upsert
 * PUT /lists/{list_id}/members/{subscriber_hash}. With status_if_new
 * "pending", a new address gets Mailchimp's double opt-in e-mail (SPEC 9:
 * status on sign-up is pending) and an address already on the list is left
 * as it is, so repeating the call is harmless. And, when someone asks to be
 * forgotten, POST /lists/{list_id}/members/{subscriber_hash}/actions/delete-permanent
 * (docs/decisions/015-privacy-promises-kept.md: erasure, not archive).
 */

/** Mailchimp's member id: the MD5 of the lower-cased address. */
export function subscriberHash(address: string): string {
  return createHash("md5").update(address.toLowerCase()).digest("hex");
}

const memberSchema = z.object({
  id: z.string(),
  email_address: z.string(),
  status: z.string(),
});

// Errors come as application/problem+json.
const problemSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  status: z.number(),
  detail: z.string().optional(),
  instance: z.string().optional(),
});

const answerSchema = z.union([memberSchema, problemSchema]);

/** 400 titles that will never succeed on a retry: the address itself is refused. */
const PERMANENT_REFUSALS = new Set([
  "Forgotten Email Not Subscribed",
  "Invalid Resource",
  "Member In Compliance State",
]);

/** The member's URL and the Basic auth header (the key never leaves this function's answer). */
function memberEndpoint(hash: string): { url: string; authorization: string } {
  const env = getEnv();
  if (!env.MAILCHIMP_API_KEY || !env.MAILCHIMP_LIST_ID || !env.MAILCHIMP_API_URL) {
    throw new Error("Mailchimp is not configured");
  }
  return {
    url: `${env.MAILCHIMP_API_URL.replace(/\/$/, "")}/lists/${encodeURIComponent(env.MAILCHIMP_LIST_ID)}/members/${hash}`,
    authorization: `Basic ${Buffer.from(`anystring:${env.MAILCHIMP_API_KEY}`).toString("base64")}`,
  };
}

/**
 * Adds the address if it is new: "pending" (Mailchimp mails its own
 * confirmation) or, for someone who already confirmed on the site's own list
 * before Mailchimp was switched on, "subscribed". An address already there is left as it is.
 */
export async function upsertPendingMember(
  address: string,
  fetchImpl?: typeof fetch,
  statusIfNew: "pending" | "subscribed" = "pending",
  language?: string,
): Promise<DeliveryOutcome> {
  const { url, authorization } = memberEndpoint(subscriberHash(address));
  try {
    const { data } = await fetchJson({
      upstream: "mailchimp",
      url,
      method: "PUT",
      schema: answerSchema,
      headers: { authorization },
      // The member's `language` (ISO code): the language of the page they signed up on (issue 27).
      body: { email_address: address, status_if_new: statusIfNew, ...(language ? { language } : {}) },
      // The outbox retries with its own backoff; one quick retry covers a blip.
      retries: 1,
      timeoutMs: 10_000,
      acceptStatus: [400],
      fetchImpl,
    });
    if ("title" in data) {
      // "Member Exists" cannot happen with PUT, but if it does the address is on the list.
      if (data.title === "Member Exists") return delivered();
      recordUpstreamFailure("mailchimp", `HTTP 400 ${data.title}`);
      if (PERMANENT_REFUSALS.has(data.title)) return { kind: "rejected", reason: data.title };
      throw new Error(`Mailchimp refused the upsert: ${data.title}`);
    }
    return delivered();
  } catch (error) {
    throw retryable(error);
  }
}

/**
 * Erases the member for good: Mailchimp answers 204 with no body, or 404 when
 * the address is not (or no longer) on the list, which is the same outcome.
 * Takes the hash, not the address, so the outbox row never holds the address.
 */
export async function deleteMemberPermanently(hash: string, fetchImpl?: typeof fetch): Promise<DeliveryOutcome> {
  const { url, authorization } = memberEndpoint(hash);
  try {
    const { status, data } = await fetchJson({
      upstream: "mailchimp",
      url: `${url}/actions/delete-permanent`,
      method: "POST",
      schema: z.union([z.null(), problemSchema]),
      headers: { authorization },
      retries: 1,
      timeoutMs: 10_000,
      acceptStatus: [404],
      fetchImpl,
    });
    if (status === 204 || status === 404) return delivered();
    throw new Error(`Mailchimp answered the deletion with HTTP ${status}${data ? ` ${data.title}` : ""}`);
  } catch (error) {
    throw retryable(error);
  }
}

/** Records the failure; a rate limit with a reset time tells the outbox when to try again. */
function retryable(error: unknown): unknown {
  if (error instanceof UpstreamError) {
    recordUpstreamFailure("mailchimp", String(error.status));
    if (error.status === "rate-limited" && error.retryAt) return new RetryLater(error.retryAt, error.message);
  }
  return error;
}

function delivered(): DeliveryOutcome {
  recordUpstreamSuccess("mailchimp");
  return { kind: "delivered" };
}
