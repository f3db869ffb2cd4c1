import { afterEach, expect, test } from "vitest";
import { z } from "zod";
import { fetchJson, resetRateLimitsForTests, UpstreamError } from "./fetch.server";

afterEach(() => resetRateLimitsForTests());

const schema = z.object({ name: z.string() });
const noSleep = async () => {};

function fakeFetch(answers: (() => Response | Promise<Response>)[]) {
  const calls: RequestInit[] = [];
  const impl = (async (_url: string, init: RequestInit) => {
    calls.push(init);
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]!;
    return answer();
  }) as unknown as typeof fetch;
  return { impl, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

test("parses a good answer with its schema", async () => {
  const { impl } = fakeFetch([() => json({ name: "Vision Sunday" })]);
  const result = await fetchJson({ upstream: "vimeo", url: "https://api.example/x", schema, fetchImpl: impl });
  expect(result.data).toEqual({ name: "Vision Sunday" });
});

test("retries a 5xx answer, then succeeds", async () => {
  const { impl, calls } = fakeFetch([() => json({}, 503), () => json({ name: "ok" })]);
  const result = await fetchJson({
    upstream: "vimeo",
    url: "https://api.example/x",
    schema,
    fetchImpl: impl,
    sleep: noSleep,
  });
  expect(result.data.name).toBe("ok");
  expect(calls).toHaveLength(2);
});

test("gives up after the retries with an UpstreamError naming the status", async () => {
  const { impl, calls } = fakeFetch([() => json({}, 500)]);
  await expect(
    fetchJson({ upstream: "vimeo", url: "https://api.example/x", schema, fetchImpl: impl, sleep: noSleep, retries: 2 }),
  ).rejects.toMatchObject({ status: 500 });
  expect(calls).toHaveLength(3);
});

test("does not retry a 401", async () => {
  const { impl, calls } = fakeFetch([() => json({ error: "unauthorized" }, 401)]);
  await expect(
    fetchJson({ upstream: "vimeo", url: "https://api.example/x", schema, fetchImpl: impl }),
  ).rejects.toMatchObject({
    status: 401,
  });
  expect(calls).toHaveLength(1);
});

test("an answer of the wrong shape is an error, not data", async () => {
  const { impl } = fakeFetch([() => json({ title: 3 })]);
  await expect(
    fetchJson({ upstream: "vimeo", url: "https://api.example/x", schema, fetchImpl: impl }),
  ).rejects.toMatchObject({
    status: "shape",
  });
});

test("a near 429 reset is waited out; a far one stops further calls until it passes", async () => {
  const waits: number[] = [];
  const near = fakeFetch([() => json({}, 429, { "retry-after": "1" }), () => json({ name: "ok" })]);
  const result = await fetchJson({
    upstream: "vimeo",
    url: "https://api.example/x",
    schema,
    fetchImpl: near.impl,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  expect(result.data.name).toBe("ok");
  expect(waits[0]).toBeGreaterThan(900);

  const far = fakeFetch([() => json({}, 429, { "retry-after": "600" })]);
  await expect(
    fetchJson({ upstream: "planningCenter", url: "https://api.example/y", schema, fetchImpl: far.impl }),
  ).rejects.toMatchObject({
    status: "rate-limited",
  });
  const afterwards = fakeFetch([() => json({ name: "ok" })]);
  await expect(
    fetchJson({ upstream: "planningCenter", url: "https://api.example/y", schema, fetchImpl: afterwards.impl }),
  ).rejects.toBeInstanceOf(UpstreamError);
  expect(afterwards.calls).toHaveLength(0);
});

test("a call that takes too long times out", async () => {
  const impl = ((_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
    })) as unknown as typeof fetch;
  await expect(
    fetchJson({ upstream: "vimeo", url: "https://api.example/x", schema, fetchImpl: impl, timeoutMs: 50, retries: 0 }),
  ).rejects.toMatchObject({ status: "timeout" });
});
