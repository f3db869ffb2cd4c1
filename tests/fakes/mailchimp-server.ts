import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local stand-in for the Mailchimp Marketing API 3.0, on 127.0.0.1 and an
 * ephemeral port, answering in Mailchimp's shapes: the member object for
 * PUT /3.0/lists/{list_id}/members/{subscriber_hash}, an empty 204 for
 * POST .../members/{subscriber_hash}/actions/delete-permanent (404 Resource
 * Not Found when there is no such member), and problem+json
 * errors ({type, title, status, detail, instance}) for a wrong key (401), an
 * unknown list (404), a forgotten address (400 "Forgotten Email Not
 * Subscribed"), a rate limit (429) and an outage (503), on demand.
 */

export interface FakeMember {
  id: string;
  email_address: string;
  unique_email_id: string;
  status: "pending" | "subscribed" | "unsubscribed" | "cleaned";
  list_id: string;
  timestamp_signup: string;
  last_changed: string;
  language: string;
}

export interface FakeMailchimp {
  url: string;
  apiKey: string;
  listId: string;
  members: Map<string, FakeMember>;
  /** How many times each address was created (an upsert that finds the member creates nothing). */
  created: Map<string, number>;
  /** Every PUT received, failed ones included. */
  puts: number;
  forgotten: Set<string>;
  /** Every delete-permanent received, failed ones included. */
  deletes: number;
  /** While true, every call answers 503. */
  outage: boolean;
  /** While true, every connection is dropped before an answer (a network failure). */
  unreachable: boolean;
  /** The next n calls answer 429 with Retry-After: retryAfterSeconds. */
  rateLimitNext(n: number, retryAfterSeconds?: number): void;
  /** Milliseconds each answer waits (a slow upstream). */
  delayMs: number;
  close(): Promise<void>;
}

const ERROR_GLOSSARY = "https://mailchimp.com/developer/marketing/docs/errors/";

export async function startFakeMailchimp({
  apiKey = "0123456789abcdef0123456789abcdef-us21",
  listId = "a1b2c3d4e5",
} = {}): Promise<FakeMailchimp> {
  let rateLimited = 0;
  let retryAfter = 1;
  const fake: Omit<FakeMailchimp, "url" | "close"> = {
    apiKey,
    listId,
    members: new Map(),
    created: new Map(),
    puts: 0,
    forgotten: new Set(),
    deletes: 0,
    outage: false,
    unreachable: false,
    delayMs: 0,
    rateLimitNext(n, seconds = 1) {
      rateLimited = n;
      retryAfter = seconds;
    },
  };

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    if (fake.unreachable) return req.socket.destroy();
    if (fake.delayMs) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (req.method === "PUT") fake.puts += 1;
    if (req.url?.endsWith("/actions/delete-permanent")) fake.deletes += 1;

    if (fake.outage) return problem(res, 503, "Service Unavailable", "Mailchimp is down for maintenance.");
    if (rateLimited > 0) {
      rateLimited -= 1;
      res.setHeader("Retry-After", String(retryAfter));
      return problem(res, 429, "Too Many Requests", "You have exceeded the limit of 10 simultaneous connections.");
    }
    const expectedAuth = `Basic ${Buffer.from(`anystring:${apiKey}`).toString("base64")}`;
    if (req.headers.authorization !== expectedAuth) {
      return problem(
        res,
        401,
        "API Key Invalid",
        "Your API key may be invalid, or you've attempted to access the wrong datacenter.",
      );
    }
    const match = /^\/3\.0\/lists\/([^/]+)\/members\/([0-9a-f]{32})(\/actions\/delete-permanent)?$/.exec(req.url ?? "");
    const expected = match?.[3] ? "POST" : "PUT";
    if (!match || req.method !== expected)
      return problem(res, 404, "Resource Not Found", "The requested resource could not be found.");
    if (match[1] !== listId)
      return problem(res, 404, "Resource Not Found", "The requested resource could not be found.");
    if (match[3]) {
      const hash = match[2] ?? "";
      const member = fake.members.get(hash);
      if (!member) return problem(res, 404, "Resource Not Found", "The requested resource could not be found.");
      fake.members.delete(hash);
      fake.forgotten.add(member.email_address.toLowerCase());
      res.writeHead(204);
      return res.end();
    }

    let parsed: { email_address?: unknown; status_if_new?: unknown; language?: unknown };
    try {
      parsed = JSON.parse(body) as typeof parsed;
    } catch {
      return problem(res, 400, "JSON Parse Error", "We encountered an unspecified JSON parsing error.");
    }
    const email = typeof parsed.email_address === "string" ? parsed.email_address : "";
    const hash = createHash("md5").update(email.toLowerCase()).digest("hex");
    const statusIfNew = parsed.status_if_new;
    if (!email || hash !== match[2] || (statusIfNew !== "pending" && statusIfNew !== "subscribed")) {
      return problem(res, 400, "Invalid Resource", "The resource submitted could not be validated.");
    }
    if (fake.forgotten.has(email.toLowerCase())) {
      return problem(
        res,
        400,
        "Forgotten Email Not Subscribed",
        `${email} was permanently deleted and cannot be re-imported. The contact must re-subscribe to get back on the list.`,
      );
    }
    let member = fake.members.get(hash);
    if (!member) {
      const now = new Date().toISOString();
      member = {
        id: hash,
        email_address: email,
        unique_email_id: randomUUID().slice(0, 10),
        status: statusIfNew,
        list_id: listId,
        timestamp_signup: now,
        last_changed: now,
        // Mailchimp's member `language`: "" unless set or detected.
        language: typeof parsed.language === "string" ? parsed.language : "",
      };
      fake.members.set(hash, member);
      fake.created.set(email.toLowerCase(), (fake.created.get(email.toLowerCase()) ?? 0) + 1);
    }
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(JSON.stringify(member));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}/3.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function problem(res: ServerResponse, status: number, title: string, detail: string): void {
  res.writeHead(status, { "content-type": "application/problem+json; charset=utf-8" });
  res.end(JSON.stringify({ type: ERROR_GLOSSARY, title, status, detail, instance: randomUUID() }));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}
