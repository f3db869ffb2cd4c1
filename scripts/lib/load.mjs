// A small closed-loop load generator for the bench scenarios: `connections`
// workers each send requests back to back for `durationMs` (bounded in count
// and time), against this machine only.
import { Agent, request } from "undici";

/**
 * @param {object} options
 * @param {string} options.url
 * @param {number} [options.connections]
 * @param {number} [options.durationMs]
 * @param {number} [options.maxRequests]
 * @param {() => {method?: string, headers?: Record<string,string>, body?: string}} [options.makeRequest]
 * @param {(status: number, body: string) => boolean} [options.isSuccess]
 * @param {import("undici").Agent.Options} [options.agentOptions] e.g. `{ connect: { ca } }` to trust a local CA
 */
export async function runLoad({
  url,
  connections = 50,
  durationMs = 10_000,
  maxRequests = 200_000,
  makeRequest = () => ({}),
  isSuccess = (status) => status >= 200 && status < 400,
  agentOptions = {},
}) {
  if (!/^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//.test(url)) {
    throw new Error(`Refusing to load anything but this machine: ${url}`);
  }
  const dispatcher = new Agent({ connections, pipelining: 1, ...agentOptions });
  const latencies = [];
  let sent = 0;
  let failures = 0;
  const statuses = {};
  const deadline = performance.now() + durationMs;
  const started = performance.now();

  async function worker() {
    while (performance.now() < deadline && sent < maxRequests) {
      sent += 1;
      const { method = "GET", headers = {}, body } = makeRequest();
      const t0 = performance.now();
      try {
        const response = await request(url, { method, headers, body, dispatcher });
        const text = await response.body.text();
        latencies.push(performance.now() - t0);
        statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
        if (!isSuccess(response.statusCode, text)) failures += 1;
      } catch {
        failures += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsedMs = performance.now() - started;
  await dispatcher.close();
  latencies.sort((a, b) => a - b);
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    url,
    connections,
    requests: latencies.length,
    failures,
    statuses,
    perSecond: Math.round((latencies.length / elapsedMs) * 1000),
    p50Ms: round(pick(0.5)),
    p95Ms: round(pick(0.95)),
    p99Ms: round(pick(0.99)),
    maxMs: round(latencies[latencies.length - 1] ?? NaN),
  };
}

function round(value) {
  return Math.round(value * 10) / 10;
}
