// The sermon pages with a warm cache: /watch and a message page under 50
// concurrent connections (issue 4 budget: 50 ms at the 95th percentile).
export const description = "sermon pages (warm cache), 50 concurrent connections";

export default async function sermons({ baseUrl, runLoad }) {
  const results = [];
  for (const route of ["/watch", "/message/renovated-lives-moving-in"]) {
    // Warm the cache (and the server) before measuring.
    const warm = await fetch(`${baseUrl}${route}`);
    if (!warm.ok) throw new Error(`${route} answered ${warm.status}`);
    await runLoad({ url: `${baseUrl}${route}`, connections: 10, durationMs: 1500 });
    results.push({
      label: route,
      ...(await runLoad({ url: `${baseUrl}${route}`, connections: 50, durationMs: 8000 })),
    });
  }
  return results;
}
