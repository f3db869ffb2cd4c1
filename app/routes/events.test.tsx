import { renderToReadableStream, renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { expect, test } from "vitest";
import { siteView } from "~/content/site";
import { getContent } from "~/server/content.server";
import type { EventsPageData } from "~/types";
import Events from "./events";

const site = siteView(
  getContent(),
  { vimeo: "demo", planningCenter: "demo", mailchimp: "demo" },
  Date.parse("2026-11-23T12:00:00Z"),
  "https://church.example",
);

type Props = Parameters<typeof Events>[0];
// Inside a router whose root route has its data, as on the site (the page reads the church and origin from it).
function render(page: Promise<EventsPageData>) {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", Component: () => <Events {...({ loaderData: { page } } as unknown as Props)} /> }],
    { hydrationData: { loaderData: { root: { origin: "https://church.example", site } } } },
  );
  return <RouterProvider router={router} />;
}

test("while the events are on their way (in-app navigation), a status says 'Loading events…'", () => {
  const html = renderToString(render(new Promise(() => {})));
  expect(html).toMatch(/<div class="events-loading" role="status">.*Loading events…<\/div>/);
});

test("once they arrive, the spinner gives way to the events", async () => {
  const page: EventsPageData = { status: "ok", featured: null, upcoming: [], ongoing: [] };
  const stream = await renderToReadableStream(render(Promise.resolve(page)));
  await stream.allReady;
  const html = await new Response(stream).text();
  expect(html).toContain("There is nothing on the calendar right now.");
  expect(html).not.toContain("Loading events…");
});

test("when no events were ever fetched, a kind message instead of an error", async () => {
  const page: EventsPageData = { status: "unavailable", featured: null, upcoming: [], ongoing: [] };
  const stream = await renderToReadableStream(render(Promise.resolve(page)));
  await stream.allReady;
  expect(await new Response(stream).text()).toContain("We couldn&#x27;t load the calendar just now.");
});
