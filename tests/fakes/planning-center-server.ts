import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A local stand-in for Planning Center's Calendar and Groups APIs on 127.0.0.1 (an
 * ephemeral port). It answers GET /calendar/v2/event_instances and
 * GET /groups/v2/groups with the fixtures in tests/fixtures/planning-center/
 * (the real JSON:API shapes), page by page, and can be told to refuse (401),
 * throttle (429), fail (500) or answer slowly.
 */

const fixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/planning-center");
const REAL_ORIGIN = "https://api.planningcenteronline.com";

/** The events of the calendar fixtures (event-instances-page-1 and -2), in the order of their first instances. */
export const FIXTURE_EVENT_NAMES = [
  "Community Dinner",
  "Sunday Worship Gathering",
  "Men's Breakfast",
  "VBS",
  "Family Camp",
];

export type FakeBehaviour =
  /** Pages linked by links.next. */
  | "ok"
  /** Pages found only through meta.next.offset. */
  | "meta-paging"
  /** The first request gets 429 with Retry-After: 1, later ones are answered. */
  | "rate-limit-once"
  /** Every request gets 429 with a long Retry-After. */
  | "rate-limit-long"
  | "unauthorized"
  | "server-error"
  /** A next link that points to another host. */
  | "foreign-next-link"
  /** An answer whose data is not a list. */
  | "bad-shape";

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  apiVersion: string | undefined;
}

export interface FakePlanningCenter {
  url: string;
  appId: string;
  secret: string;
  requests: RecordedRequest[];
  behaviour: FakeBehaviour;
  /** Delay every answer by this many ms (a slow upstream). */
  delayMs: number;
  /** The most groups on one page of /groups/v2/groups (Planning Center's own largest page is 100). */
  groupsPerPage: number;
  close(): Promise<void>;
}

export async function startFakePlanningCenter(behaviour: FakeBehaviour = "ok"): Promise<FakePlanningCenter> {
  const appId = "fake-app-id-6c1d";
  const secret = "fake-secret-9f2e4b7a1c";
  const expectedAuth = `Basic ${Buffer.from(`${appId}:${secret}`).toString("base64")}`;
  const pages = ["event-instances-page-1.json", "event-instances-page-2.json"].map((file) =>
    readFileSync(path.join(fixtureDir, file), "utf8"),
  );
  const requests: RecordedRequest[] = [];

  const fake: FakePlanningCenter = {
    url: "",
    appId,
    secret,
    requests,
    behaviour,
    delayMs: 0,
    groupsPerPage: 100,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? "/", fake.url);
    requests.push({
      path: `${url.pathname}${url.search}`,
      authorization: req.headers.authorization,
      apiVersion: req.headers["x-pco-api-version"] as string | undefined,
    });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const write = () => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/vnd.api+json; charset=utf-8", ...headers });
        res.end(typeof body === "string" ? body : JSON.stringify(body));
      };
      if (fake.delayMs > 0) setTimeout(write, fake.delayMs);
      else write();
    };

    if (fake.behaviour === "unauthorized" || req.headers.authorization !== expectedAuth) {
      return send(401, {
        errors: [{ status: "401", title: "Unauthorized", detail: "Please provide valid credentials." }],
      });
    }
    if (fake.behaviour === "server-error") {
      return send(500, { errors: [{ status: "500", title: "Internal Server Error" }] });
    }
    if (fake.behaviour === "rate-limit-long" || (fake.behaviour === "rate-limit-once" && requests.length === 1)) {
      const wait = fake.behaviour === "rate-limit-long" ? "120" : "1";
      return send(
        429,
        { errors: [{ status: "429", title: "Too Many Requests" }] },
        { "retry-after": wait, "x-pco-api-request-rate-limit": "100" },
      );
    }
    if (req.method === "GET" && url.pathname === "/groups/v2/groups") {
      if (fake.behaviour === "bad-shape") return send(200, { data: { oops: true } });
      const page = groupsPage(url, fake.url, fake.groupsPerPage);
      if (fake.behaviour === "meta-paging") delete page.links.next;
      if (fake.behaviour === "foreign-next-link" && page.links.next) {
        page.links.next = page.links.next.replace(fake.url, "https://elsewhere.example");
      }
      return send(200, page);
    }
    if (req.method !== "GET" || url.pathname !== "/calendar/v2/event_instances") {
      return send(404, { errors: [{ status: "404", title: "Not Found" }] });
    }
    if (fake.behaviour === "bad-shape") return send(200, { data: { oops: true } });

    const offset = Number(url.searchParams.get("offset") ?? 0);
    const index = offset === 0 ? 0 : offset === 100 ? 1 : -1;
    if (index < 0) return send(200, { data: [], included: [], meta: { total_count: 8, count: 0 } });
    const page = JSON.parse(pages[index]!.replaceAll(REAL_ORIGIN, fake.url)) as {
      links: { next?: string };
      meta: unknown;
    };
    if (fake.behaviour === "meta-paging") delete page.links.next;
    if (fake.behaviour === "foreign-next-link" && page.links.next) {
      page.links.next = page.links.next.replace(fake.url, "https://elsewhere.example");
    }
    return send(200, page);
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

interface Resource {
  type: string;
  id: string;
  relationships?: Record<string, { data: { type: string; id: string } | null }>;
}
const groupsFixture = JSON.parse(readFileSync(path.join(fixtureDir, "groups.json"), "utf8")) as {
  data: Resource[];
  included: Resource[];
};

/**
 * One page of /groups/v2/groups as Planning Center writes it: `offset` and
 * `per_page` from the query, the included resources the page's groups point
 * to, `links.next` and `meta.next.offset` while more remain, and the totals.
 */
function groupsPage(url: URL, origin: string, mostPerPage: number) {
  const offset = Number(url.searchParams.get("offset") ?? 0);
  const perPage = Math.min(Number(url.searchParams.get("per_page") ?? 25), mostPerPage);
  const all = groupsFixture.data.map(
    (group) => JSON.parse(JSON.stringify(group).replaceAll(REAL_ORIGIN, origin)) as Resource,
  );
  const data = all.slice(offset, offset + perPage);
  const wanted = new Set(
    data.flatMap((group) =>
      Object.values(group.relationships ?? {}).flatMap((relation) =>
        relation.data ? [`${relation.data.type}:${relation.data.id}`] : [],
      ),
    ),
  );
  const included = groupsFixture.included.filter((resource) => wanted.has(`${resource.type}:${resource.id}`));
  const self = new URL(url.pathname + url.search, origin);
  const hasMore = offset + perPage < all.length;
  const next = new URL(self);
  next.searchParams.set("offset", String(offset + perPage));
  return {
    links: { self: self.href, ...(hasMore ? { next: next.href } : {}) } as { self: string; next?: string },
    data,
    included,
    meta: {
      total_count: all.length,
      count: data.length,
      ...(hasMore ? { next: { offset: offset + perPage } } : {}),
      can_order_by: ["name", "created_at", "updated_at", "memberships_count"],
      can_query_by: ["archive_status", "name"],
      can_include: ["enrollment", "group_type", "location"],
      parent: { id: "241859", type: "Organization" },
    },
  };
}
