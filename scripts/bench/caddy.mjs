// Issue 11 budget: behind Caddy (deploy/Caddyfile, HTTPS with its local CA),
// the p95 of a cached page stays within 10 ms of the same page fetched from
// the site directly. Direct and proxied runs alternate, so a change in the
// machine's load during the run hits both sides alike.
import { startCaddy } from "../lib/caddy.mjs";
import { freePort } from "../lib/free-port.mjs";

export const description =
  "cached pages directly and through Caddy over HTTPS, side by side (target: p95 within +10 ms)";

const TARGET_MS = 10;
// What a browser sends; without it Caddy would ask the site for gzip and unpack it for the client.
const browserHeaders = { "accept-encoding": "br, gzip" };

export default async function caddy({ baseUrl, runLoad }) {
  const upstreamPort = Number(new URL(baseUrl).port);
  const proxy = await startCaddy({ httpPort: await freePort(), httpsPort: await freePort(), upstreamPort });
  const results = [];
  try {
    const agentOptions = { connect: { ca: proxy.ca } };
    for (const path of ["/about", "/events"]) {
      const sides = {
        direct: { url: `${baseUrl}${path}`, agentOptions: {} },
        caddy: { url: `${proxy.httpsOrigin}${path}`, agentOptions },
      };
      for (const side of Object.values(sides)) {
        await runLoad({ ...side, connections: 10, durationMs: 1500, makeRequest: () => ({ headers: browserHeaders }) }); // warm-up
      }
      // One connection shows what the proxy itself adds to a request; 50 is issue 12's load, which saturates
      // 2 cores, so there Caddy's own CPU time (TLS, the extra hop) is taken from the site's and queues.
      for (const connections of [1, 50]) {
        const runs = { direct: [], caddy: [] };
        for (let round = 0; round < 2; round += 1) {
          for (const [name, side] of Object.entries(sides)) {
            const result = await runLoad({
              ...side,
              connections,
              durationMs: 4000,
              makeRequest: () => ({ headers: browserHeaders }),
              isSuccess: (status) => status === 200,
            });
            runs[name].push(result);
          }
        }
        const direct = combine(runs.direct);
        const proxied = combine(runs.caddy);
        results.push({ label: `${path} direct, ${connections} conn.`, ...direct });
        results.push({
          label: `${path} Caddy, ${connections} conn.`,
          ...proxied,
          directP95Ms: direct.p95Ms,
          addedP95Ms: round1(proxied.p95Ms - direct.p95Ms),
          targetAddedP95Ms: TARGET_MS,
          withinTarget: proxied.p95Ms - direct.p95Ms <= TARGET_MS,
        });
      }
    }
  } finally {
    await proxy.stop();
  }
  return results;
}

/** Two runs of one side as one row: summed counts, the mean of each percentile (runs are equally long). */
function combine(runs) {
  const mean = (key) => round1(runs.reduce((sum, run) => sum + run[key], 0) / runs.length);
  return {
    url: runs[0].url,
    connections: runs[0].connections,
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    perSecond: Math.round(mean("perSecond")),
    p50Ms: mean("p50Ms"),
    p95Ms: mean("p95Ms"),
    p99Ms: mean("p99Ms"),
    rounds: runs.map((run) => ({ perSecond: run.perSecond, p95Ms: run.p95Ms })),
  };
}

function round1(value) {
  return Math.round(value * 10) / 10;
}
