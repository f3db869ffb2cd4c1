// The foundation's pages: a static page and the home page under 50 connections.
export const description = "server-rendered pages of the shell, 50 concurrent connections";

export default async function shell({ baseUrl, runLoad }) {
  const results = [];
  for (const route of ["/", "/about"]) {
    await runLoad({ url: `${baseUrl}${route}`, connections: 10, durationMs: 1500 }); // warm-up
    results.push({
      label: route,
      ...(await runLoad({ url: `${baseUrl}${route}`, connections: 50, durationMs: 8000 })),
    });
  }
  return results;
}
