import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from "node:crypto";
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service (FCM's, Mozilla's, Apple's) for the tests, on 127.0.0.1 and an ephemeral port, speaking
 * the Web Push protocol as RFC 8030 has it: POST <endpoint> with an encrypted body answers 201 Created.
 * It holds each subscription's keys as a browser does (a P-256 key pair and a 16-byte auth secret made
 * here, by `newSubscription`), and for every notice it:
 *
 * - checks the VAPID header (RFC 8292): `vapid t=<JWT>, k=<key>`, the JWT signed with ES256 by that key,
 *   its `aud` this service's origin, its `exp` within 24 hours, its `sub` a mailto: or https: address;
 *   and the key the one the site published (`expectKey`), else 403;
 * - checks TTL (a whole number of seconds) and Urgency (RFC 8030's four values), else 400;
 * - decrypts the body as a browser would (RFC 8291 over RFC 8188's aes128gcm, with node:crypto: an
 *   implementation apart from web-push's, so a mistake in one is not repeated in the other), else 400;
 * - then answers as told: 201 (kept in `messages`), 404 or 410 (the subscription dropped), 429 with
 *   Retry-After, 5xx, or slowly (`answers` and `delayMs`).
 */

export interface PushMessage {
  endpoint: string;
  headers: { ttl: number; urgency: string; topic?: string };
  /** The notice as the phone reads it (parsed JSON). */
  payload: { web_push: number; notification: Record<string, unknown> };
  at: number;
}

export interface Answer {
  status: number;
  /** Seconds, for a 429. */
  retryAfter?: number;
  delayMs?: number;
}

export interface FakePushService {
  url: string;
  /** What a browser's PushSubscription.toJSON() gives, for a subscription on this service. */
  newSubscription(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The site's VAPID public key (GET /push/key): a notice signed by another key is refused. */
  expectKey(publicKey: string): void;
  /** Notices accepted (201), in order. */
  messages: PushMessage[];
  /** Every request, with the status answered. */
  requests: { endpoint: string; status: number; at: number }[];
  /** Problems found in requests (bad VAPID, headers, encryption): each was answered 400 or 403. */
  problems: string[];
  /** Answers for the next requests to an endpoint (or to any, under "*"), used in order. */
  answers: Map<string, Answer[]>;
  /** Every answer waits this long (a slow push service). */
  delayMs: number;
  /** The phone dropped this subscription: every notice to it answers 410 from now on. */
  drop(endpoint: string): void;
  close(): Promise<void>;
}

interface Held {
  ecdh: ECDH;
  auth: Buffer;
  dropped: boolean;
}

const URGENCIES = new Set(["very-low", "low", "normal", "high"]);

export async function startFakePushService(): Promise<FakePushService> {
  const subscriptions = new Map<string, Held>();
  let expectedKey: string | undefined;
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakePushService = {
    url,
    messages: [],
    requests: [],
    problems: [],
    answers: new Map(),
    delayMs: 0,
    newSubscription() {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${url}/push/${randomUUID()}`;
      subscriptions.set(endpoint, { ecdh, auth, dropped: false });
      return {
        endpoint,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    expectKey(publicKey) {
      expectedKey = publicKey;
    },
    drop(endpoint) {
      const held = subscriptions.get(endpoint);
      if (held) held.dropped = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const endpoint = `${url}${req.url ?? ""}`;
    const answer = (status: number, headers: Record<string, string> = {}) => {
      fake.requests.push({ endpoint, status, at: Date.now() });
      res.writeHead(status, headers).end();
    };
    const planned = nextAnswer(endpoint);
    const delay = planned?.delayMs ?? fake.delayMs;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const held = subscriptions.get(endpoint);
    if (req.method !== "POST" || !held) return answer(404);
    if (held.dropped) return answer(410);
    const problem = vapidProblem(req.headers, url, expectedKey) ?? headerProblem(req.headers);
    if (problem) {
      fake.problems.push(problem);
      return answer(problem.startsWith("vapid") ? 403 : 400);
    }
    let payload: PushMessage["payload"];
    try {
      payload = JSON.parse(decrypt(body, held).toString("utf8")) as PushMessage["payload"];
    } catch (error) {
      fake.problems.push(`not decrypted: ${(error as Error).message}`);
      return answer(400);
    }
    if (planned && planned.status !== 201) {
      return answer(
        planned.status,
        planned.retryAfter === undefined ? {} : { "retry-after": String(planned.retryAfter) },
      );
    }
    fake.messages.push({
      endpoint,
      headers: {
        ttl: Number(req.headers.ttl),
        urgency: String(req.headers.urgency),
        ...(req.headers.topic ? { topic: String(req.headers.topic) } : {}),
      },
      payload,
      at: Date.now(),
    });
    answer(201, { location: `${url}/message/${randomUUID()}` });
  }

  function nextAnswer(endpoint: string): Answer | undefined {
    for (const key of [endpoint, "*"]) {
      const queue = fake.answers.get(key);
      if (queue && queue.length > 0) return queue.shift();
    }
    return undefined;
  }

  return fake;
}

/** RFC 8292: the JWT's signature by the key in `k`, its audience, expiry and subject. */
function vapidProblem(headers: IncomingHttpHeaders, origin: string, expectedKey: string | undefined): string | null {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(headers.authorization ?? "");
  if (!match) return "vapid: no vapid Authorization header";
  const [, token, key] = match as unknown as [string, string, string];
  if (expectedKey !== undefined && key !== expectedKey) return "vapid: signed by another key than the site's";
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return "vapid: k is not an uncompressed P-256 point";
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const header = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (header.alg !== "ES256") return "vapid: not ES256";
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return "vapid: the signature does not match the key";
  const body = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  if (body.aud !== origin) return `vapid: audience ${body.aud} is not ${origin}`;
  const now = Date.now() / 1000;
  if (typeof body.exp !== "number" || body.exp <= now || body.exp > now + 24 * 3600)
    return "vapid: exp not within 24 hours";
  if (!/^(mailto:|https:)/.test(body.sub ?? "")) return "vapid: sub is not a mailto: or https: address";
  return null;
}

/** RFC 8030: TTL is required; Urgency, when sent, is one of four; the body is aes128gcm. */
function headerProblem(headers: IncomingHttpHeaders): string | null {
  if (!/^\d+$/.test(String(headers.ttl ?? ""))) return "headers: TTL missing or not a number of seconds";
  if (headers.urgency !== undefined && !URGENCIES.has(String(headers.urgency)))
    return "headers: Urgency not one of RFC 8030's";
  if (headers["content-encoding"] !== "aes128gcm") return "headers: Content-Encoding is not aes128gcm";
  if (headers.topic !== undefined && !/^[\w-]{1,32}$/.test(String(headers.topic)))
    return "headers: Topic is not 32 base64url characters";
  return null;
}

/** RFC 8291 section 3.4 and RFC 8188 section 2, as the receiving browser does it (one record). */
function decrypt(body: Buffer, held: Held): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const receiverKey = held.ecdh.getPublicKey();
  const shared = held.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, held.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no final-record delimiter");
  return padded.subarray(0, end);
}
