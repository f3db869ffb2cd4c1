import { afterAll, beforeAll, expect, test } from "vitest";
import { ensureBuilt, signUp, startSite, stopGently, storedAddresses, type SiteProcess } from "./server-process";

/**
 * Issue 25: anyone could test whether an address is on the newsletter list
 * (the form answered 409, GraphQL ALREADY_SUBSCRIBED). The attack, against
 * the built server: sign up an address, then send it again beside addresses
 * never seen, through the form (JSON and plain post) and GraphQL, and compare
 * what comes back: status, body and time.
 */

let site: SiteProcess;
const KNOWN = "on.the.list@example.org";

beforeAll(async () => {
  ensureBuilt();
  site = await startSite();
  expect((await signUp(site, KNOWN)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  if (site) await stopGently(site);
});

/** What an attacker can compare: the status, the headers that vary by answer, the body. */
async function seen(response: Response) {
  const body = await response.text();
  const headers = [...response.headers]
    .filter(([name]) => !["date", "x-request-id", "set-cookie"].includes(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return { status: response.status, headers, body };
}

function plainPost(email: string) {
  return fetch(`${site.baseUrl}/newsletter`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: site.cookie,
      origin: site.baseUrl,
      referer: `${site.baseUrl}/about`,
    },
    body: new URLSearchParams({ email, xsrf: site.token }).toString(),
  });
}

function graphqlSignUp(email: string) {
  return fetch(`${site.baseUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: site.cookie, "x-xsrf-token": site.token },
    body: JSON.stringify({
      query:
        "mutation ($email: String!) { addEmailToNewsletter(body: { email_address: $email }) { id email_address status } }",
      variables: { email },
    }),
  });
}

test("the form's JSON answer is the same for an address on the list and one never seen", async () => {
  const known = await seen(await signUp(site, KNOWN.toUpperCase()));
  const fresh = await seen(await signUp(site, "never.seen.1@example.org"));
  expect(known.status).toBe(200);
  expect(known).toEqual(fresh);
});

test("a plain form post comes back to the same address either way", async () => {
  const known = await seen(await plainPost(` ${KNOWN}`));
  const fresh = await seen(await plainPost("never.seen.2@example.org"));
  expect(known.status).toBe(303);
  expect(known).toEqual(fresh);
});

test("GraphQL answers the same, apart from the address itself and its id", async () => {
  const known = await seen(await graphqlSignUp(KNOWN));
  const fresh = await seen(await graphqlSignUp("never.seen.3@example.org"));
  expect(known.status).toBe(200);
  expect(JSON.parse(known.body)).toEqual({
    data: {
      addEmailToNewsletter: { id: expect.stringMatching(/^[0-9a-f]{32}$/), email_address: KNOWN, status: "pending" },
    },
  });
  const masked = (answer: typeof known) => ({
    ...answer,
    body: answer.body.replace(/"id":"[0-9a-f]{32}","email_address":"[^"]+"/, "…"),
    // The length and the ETag follow the body, which names the address it was sent.
    headers: answer.headers.filter(([name]) => name !== "content-length" && name !== "etag"),
  });
  expect(masked(known)).toEqual(masked(fresh));
});

test("the answer takes about the same time either way, and the list holds each address once", async () => {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const timeOf = async (email: string) => {
    const started = performance.now();
    await (await signUp(site, email)).text();
    return performance.now() - started;
  };
  const known: number[] = [];
  const fresh: number[] = [];
  // Interleaved, so a busy moment of the machine falls on both.
  for (let round = 0; round < 21; round += 1) {
    known.push(await timeOf(KNOWN));
    fresh.push(await timeOf(`timing.${round}@example.org`));
  }
  const [a, b] = [median(known), median(fresh)];
  // Both are one commit to SQLite. The bound is loose (a busy machine's noise), but a path that called
  // out (Mailchimp, a mail server) or skipped the commit for one kind of address would stand out.
  expect(Math.abs(a - b)).toBeLessThan(Math.max(20, Math.min(a, b)));
  const stored = [...storedAddresses(site.dataDir)];
  expect(stored.filter((address) => address === KNOWN)).toHaveLength(1);
});
