// The events page (issue 5 budget): /events with a warm cache, 50 concurrent connections, p95 target 50 ms.
export const description = "/events with a warm events cache, 50 concurrent connections (target: p95 within 50 ms)";

export default async function events({ baseUrl, runLoad }) {
  const url = `${baseUrl}/events`;
  // The first request fills the cache (start-up also warms it); the short run warms the JIT.
  const first = await fetch(url);
  if (!first.ok || !(await first.text()).includes("Upcoming Events"))
    throw new Error(`/events did not render its events (HTTP ${first.status})`);
  await runLoad({ url, connections: 10, durationMs: 1500 });
  const result = await runLoad({
    url,
    connections: 50,
    durationMs: 8000,
    isSuccess: (status, body) => status === 200 && body.includes("Ongoing Events"),
  });
  return [{ label: "/events (warm)", ...result, targetP95Ms: 50, withinTarget: result.p95Ms <= 50 }];
}
