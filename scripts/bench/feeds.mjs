// Issue 9 budget: /podcast.xml, /events.ics and /sitemap.xml with warm caches
// answer within 20 ms at the 95th percentile under 50 concurrent connections.
export const description =
  "podcast feed, calendar and sitemap (warm caches), 50 concurrent connections (target: p95 within 20 ms)";

const TARGET_P95_MS = 20;

export default async function feeds({ baseUrl, runLoad }) {
  // The cheapest answer the server gives, measured the same way: on a shared machine it shows
  // how much of a figure below is the machine's load rather than the feed.
  const baseline = await runLoad({ url: `${baseUrl}/healthz`, connections: 50, durationMs: 3000 });
  const results = [{ label: "/healthz (baseline)", ...baseline }];
  for (const [route, expected] of [
    ["/podcast.xml", "<rss"],
    ["/events.ics", "BEGIN:VCALENDAR"],
    ["/sitemap.xml", "<urlset"],
  ]) {
    const url = `${baseUrl}${route}`;
    // The first request builds the document from the caches; the short run warms the JIT.
    const first = await fetch(url);
    const text = await first.text();
    if (!first.ok || !text.includes(expected))
      throw new Error(`${route} did not answer its document (HTTP ${first.status})`);
    await runLoad({ url, connections: 10, durationMs: 1500 });
    const result = await runLoad({
      url,
      connections: 50,
      durationMs: 6000,
      isSuccess: (status, body) => status === 200 && body.includes(expected),
    });
    results.push({
      label: `${route} (warm)`,
      bytes: Buffer.byteLength(text),
      ...result,
      targetP95Ms: TARGET_P95_MS,
      withinTarget: result.p95Ms <= TARGET_P95_MS,
    });
  }
  return results;
}
