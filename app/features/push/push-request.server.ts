import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import { retryAfterResetAt } from "~/server/fetch.server";
import { endpointProblem, publicOnlyLookup } from "./endpoint-rule.server";
import { allowLocalEndpoints } from "./push-settings.server";

/**
 * One notice to one phone, by the Web Push protocol (RFC 8030): web-push encrypts the payload for the
 * subscription's keys (RFC 8291, aes128gcm) and signs the request with the site's VAPID key (RFC 8292);
 * this module posts it over a kept-alive connection and says what the push service answered.
 *
 * The request is posted here rather than by web-push's own sender so that the answer can say whether the
 * request left in full: a failure before it did (the service refused the connection, the name did not
 * resolve) is safe to try again; no answer after it did is "uncertain", never sent again, since the
 * phone may have it (docs/decisions/072).
 */

export type SendOutcome =
  | { kind: "sent" }
  | { kind: "gone"; status: number }
  | { kind: "rate-limited"; retryAt: number }
  | { kind: "retry"; reason: string }
  | { kind: "refused"; reason: string }
  | { kind: "uncertain"; reason: string };

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** Seconds the push service keeps it for a phone that is off (RFC 8030's TTL). */
  ttl: number;
  urgency: "very-low" | "low" | "normal" | "high";
  /** A newer notice of the same topic replaces one the phone has not fetched yet. */
  topic?: string;
  vapid: { subject: string; publicKey: string; privateKey: string };
}

/** A push service that has not answered in this long is given up on (the request is "uncertain"). */
export const SEND_TIMEOUT_MS = 15_000;

let agents: { http: http.Agent; https: https.Agent } | undefined;
function agentFor(protocol: string): http.Agent {
  agents ??= {
    // Kept-alive connections: a notice to thousands of phones goes to a handful of push services.
    http: new http.Agent({ keepAlive: true, maxSockets: 64, lookup: publicOnlyLookup(true) }),
    https: new https.Agent({ keepAlive: true, maxSockets: 64, lookup: publicOnlyLookup(allowLocalEndpoints()) }),
  };
  return protocol === "https:" ? agents.https : agents.http;
}

/** Tests only: close the kept-alive connections (another fake push service, another setting). */
export function closePushConnections(): void {
  agents?.http.destroy();
  agents?.https.destroy();
  agents = undefined;
}

export function sendPush(
  target: PushTarget,
  payload: string,
  options: PushOptions,
  now = Date.now(),
): Promise<SendOutcome> {
  const problem = endpointProblem(target.endpoint, allowLocalEndpoints());
  if (problem) return Promise.resolve({ kind: "refused", reason: `endpoint ${problem}` });
  let details: webpush.RequestDetails;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      payload,
      {
        TTL: options.ttl,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        contentEncoding: "aes128gcm",
        // No vapidDetails (nor setVapidDetails): the VAPID header is signed once per push service and kept
        // (vapidHeader), where web-push would sign each request. On the real clock, whatever a test's: the push
        // service checks the token's expiry against its own.
        headers: { Authorization: vapidHeader(new URL(target.endpoint).origin, options.vapid, Date.now()) },
      },
    );
  } catch (error) {
    return Promise.resolve({ kind: "refused", reason: `not encrypted: ${(error as Error).message}` });
  }
  const url = new URL(details.endpoint);
  const transport = url.protocol === "https:" ? https : http;
  return new Promise<SendOutcome>((resolve) => {
    let sentInFull = false;
    const request = transport.request(
      url,
      {
        method: "POST",
        headers: details.headers as http.OutgoingHttpHeaders,
        agent: agentFor(url.protocol),
        timeout: SEND_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        response.on("error", () => resolve({ kind: "uncertain", reason: "answer cut off" }));
        response.on("end", () => resolve(outcomeOf(response, now)));
      },
    );
    request.on("finish", () => (sentInFull = true));
    request.on("timeout", () => request.destroy(new Error(`no answer in ${SEND_TIMEOUT_MS / 1000} s`)));
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the push service had just closed: it never read this request (Node's advice:
      // retry on a reused socket's ECONNRESET). Anything else after the request left may have reached the phone.
      const closedIdle = request.reusedSocket && error.code === "ECONNRESET";
      resolve(
        sentInFull && !closedIdle
          ? { kind: "uncertain", reason: error.message }
          : { kind: "retry", reason: error.message },
      );
    });
    request.end(details.body);
  });
}

/** Each push service's VAPID header, signed for 12 hours and signed again an hour before it ends (RFC 8292 allows 24). */
const VAPID_HOURS = 12;
const signedHeaders = new Map<string, { value: string; renewAt: number; key: string }>();

function vapidHeader(audience: string, vapid: PushOptions["vapid"], now: number): string {
  const kept = signedHeaders.get(audience);
  const key = `${vapid.publicKey} ${vapid.subject}`;
  if (kept && kept.key === key && kept.renewAt > now) return kept.value;
  const expiresAt = Math.floor(now / 1000) + VAPID_HOURS * 3600;
  const headers = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    "aes128gcm",
    expiresAt,
  );
  const value = String(headers.Authorization);
  signedHeaders.set(audience, { value, renewAt: (expiresAt - 3600) * 1000, key });
  return value;
}

function outcomeOf(response: http.IncomingMessage, now: number): SendOutcome {
  const status = response.statusCode ?? 0;
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status === 429) {
    const retryAfter = response.headers["retry-after"];
    const answer = new Response(null, { status, headers: retryAfter ? { "retry-after": String(retryAfter) } : {} });
    return { kind: "rate-limited", retryAt: retryAfterResetAt(answer, now) ?? now + 60_000 };
  }
  if (status >= 500) return { kind: "retry", reason: `HTTP ${status}` };
  return { kind: "refused", reason: `HTTP ${status}` };
}
