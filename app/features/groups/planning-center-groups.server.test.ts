import { expect, test } from "vitest";
import { UpstreamError } from "~/server/fetch.server";
import { withFakePlanningCenter } from "../../../tests/support/planning-center";
import { fetchGroups, PCO_GROUPS_API_VERSION } from "./planning-center-groups.server";

/** The Planning Center Groups client against the local fake (tests/fixtures/planning-center/groups.json). */

const { fake, credentials } = withFakePlanningCenter();
const PUBLIC_GROUPS = ["pco-5101", "pco-5102", "pco-5103", "pco-5104", "pco-5107"];

test("asks once for the groups with their type, location and enrollment, credentials and pinned version", async () => {
  const groups = await fetchGroups(credentials());
  expect(fake().requests).toHaveLength(1);
  const basic = `Basic ${Buffer.from(`${fake().appId}:${fake().secret}`).toString("base64")}`;
  expect(fake().requests[0]).toMatchObject({ authorization: basic, apiVersion: PCO_GROUPS_API_VERSION });
  const first = new URL(fake().requests[0]!.path, fake().url);
  expect(first.pathname).toBe("/groups/v2/groups");
  expect(Object.fromEntries(first.searchParams)).toEqual({
    include: "enrollment,group_type,location",
    order: "name",
    per_page: "100",
  });
  expect(groups.map((group) => group.id)).toEqual(PUBLIC_GROUPS);
});

test("follows links.next across pages, each page's included resources with it", async () => {
  fake().groupsPerPage = 2;
  const groups = await fetchGroups(credentials());
  expect(fake().requests.map((request) => new URL(request.path, fake().url).searchParams.get("offset"))).toEqual([
    null,
    "2",
    "4",
    "6",
  ]);
  expect(groups.map((group) => group.id)).toEqual(PUBLIC_GROUPS);
  // The location and type of a group on page three came with page three.
  expect(groups.find((group) => group.id === "pco-5107")).toMatchObject({ kind: "Home Groups", area: null });
});

test("follows meta.next.offset when a page has no next link", async () => {
  fake().groupsPerPage = 3;
  fake().behaviour = "meta-paging";
  expect((await fetchGroups(credentials())).map((group) => group.id)).toEqual(PUBLIC_GROUPS);
  expect(fake().requests).toHaveLength(3);
});

test("maps each group: day and time from the schedule, area by name only, kind, open, full or closed", async () => {
  const byId = new Map((await fetchGroups(credentials())).map((group) => [group.id, group]));
  expect(byId.get("pco-5101")).toEqual({
    id: "pco-5101",
    name: "Arcata Tuesday Group",
    description: "Dinner, the Sunday message and prayer.\n\nFamilies welcome.",
    day: "tuesday",
    time: "18:30",
    schedule: null,
    area: "Arcata",
    kind: "Home Groups",
    childcare: null,
    enrollment: "open",
    leaderEmail: "tuesday.leaders@example.org",
    leaderName: null,
  });
  expect(byId.get("pco-5102")).toMatchObject({ day: "wednesday", time: "19:00", enrollment: "full" });
  expect(byId.get("pco-5104")).toMatchObject({ enrollment: "closed", day: null, time: null, schedule: null });
});

test("nulls stay nulls: no description, no contact, no location, a schedule without a day", async () => {
  const online = (await fetchGroups(credentials())).find((group) => group.id === "pco-5103")!;
  expect(online).toMatchObject({ description: null, leaderEmail: null, area: null, day: "thursday", time: "19:30" });
});

test("archived groups, private ones and types hidden in Church Center never reach the site", async () => {
  const names = (await fetchGroups(credentials())).map((group) => group.name);
  expect(names).not.toContain("Old Monday Group");
  expect(names).not.toContain("Staff Prayer");
});

test("a slow answer still arrives", async () => {
  fake().delayMs = 400;
  const started = Date.now();
  expect(await fetchGroups(credentials())).toHaveLength(5);
  expect(Date.now() - started).toBeGreaterThanOrEqual(400);
});

test("errors are errors, never an empty list: credentials, 500s (retried), shapes, foreign next links", async () => {
  await expect(fetchGroups({ ...credentials(), secret: "wrong" })).rejects.toMatchObject({ status: 401 });
  fake().behaviour = "server-error";
  fake().requests.length = 0;
  await expect(fetchGroups(credentials())).rejects.toMatchObject({ status: 500 });
  expect(fake().requests).toHaveLength(3);
  fake().behaviour = "bad-shape";
  await expect(fetchGroups(credentials())).rejects.toBeInstanceOf(UpstreamError);
  fake().behaviour = "foreign-next-link";
  fake().groupsPerPage = 2;
  fake().requests.length = 0;
  await expect(fetchGroups(credentials())).rejects.toMatchObject({ status: "shape" });
  expect(fake().requests).toHaveLength(1);
});

test("a 429 with a short Retry-After is waited out", async () => {
  fake().behaviour = "rate-limit-once";
  expect(await fetchGroups(credentials())).toHaveLength(5);
  expect(fake().requests).toHaveLength(2);
});
