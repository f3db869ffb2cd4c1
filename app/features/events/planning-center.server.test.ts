import { expect, test } from "vitest";
import { UpstreamError } from "~/server/fetch.server";
import { FIXTURE_EVENT_NAMES } from "../../../tests/fakes/planning-center-server";
import { withFakePlanningCenter } from "../../../tests/support/planning-center";
import { fetchFutureEvents, PCO_CALENDAR_API_VERSION } from "./planning-center.server";

const { fake, credentials } = withFakePlanningCenter();

test("follows links.next to the end, with Basic credentials and the pinned API version on every page", async () => {
  const events = await fetchFutureEvents(credentials());
  expect(fake().requests).toHaveLength(2);
  const basic = `Basic ${Buffer.from(`${fake().appId}:${fake().secret}`).toString("base64")}`;
  for (const request of fake().requests) {
    expect(request.authorization).toBe(basic);
    expect(request.apiVersion).toBe(PCO_CALENDAR_API_VERSION);
  }
  const first = new URL(fake().requests[0]!.path, fake().url);
  expect(first.pathname).toBe("/calendar/v2/event_instances");
  expect(Object.fromEntries(first.searchParams)).toEqual({
    filter: "future",
    include: "event",
    order: "starts_at",
    per_page: "100",
  });
  expect(new URL(fake().requests[1]!.path, fake().url).searchParams.get("offset")).toBe("100");
  expect(events.map((event) => event.name)).toEqual(FIXTURE_EVENT_NAMES);
});

test("follows meta.next.offset when there is no next link", async () => {
  fake().behaviour = "meta-paging";
  const events = await fetchFutureEvents(credentials());
  expect(fake().requests).toHaveLength(2);
  expect(events).toHaveLength(5);
});

test("leaves out events hidden in Church Center and events not approved", async () => {
  const names = (await fetchFutureEvents(credentials())).map((event) => event.name);
  expect(names).not.toContain("Staff Retreat");
  expect(names).not.toContain("Budget Draft Review");
});

test("gathers an event's instances across pages, earliest first, using the published times", async () => {
  const events = await fetchFutureEvents(credentials());
  const worship = events.find((event) => event.id === "1002")!;
  expect(worship.instances.map((instance) => instance.startsAt)).toEqual([
    "2025-06-08T17:30:00.000Z",
    "2025-06-15T17:30:00.000Z",
  ]);
  expect(worship.instances[0]).toMatchObject({
    recurrence: "Weekly",
    recurrenceDescription: "Every week on Sunday",
    allDay: false,
  });
  const camp = events.find((event) => event.id === "1005")!;
  // starts_at books an hour of set-up; the published start is what visitors are told.
  expect(camp.instances[0]).toMatchObject({
    startsAt: "2025-07-30T23:00:00.000Z",
    endsAt: "2025-08-02T19:00:00.000Z",
    location: "Camp Ocean Pines, Cambria",
  });
});

test("a recurrence of 'None' means no recurrence", async () => {
  const dinner = (await fetchFutureEvents(credentials())).find((event) => event.id === "1006")!;
  expect(dinner.instances[0]).toMatchObject({ recurrence: null, recurrenceDescription: null });
});

test("event text becomes safe plain lines; a missing text becomes one empty line", async () => {
  const events = await fetchFutureEvents(credentials());
  expect(events.find((event) => event.id === "1006")!.detailLines).toEqual([
    "A free dinner for our neighbours & friends.",
    "Bring a dessert to share",
    "if you can.",
    "<b>All welcome</b>",
  ]);
  // No description: the plain-text summary is used.
  expect(events.find((event) => event.id === "1002")!.detailLines).toEqual([
    "Worship, a message from the Bible and coffee after.",
    "Kids check in from 10:15.",
  ]);
  expect(events.find((event) => event.id === "1005")!.detailLines).toEqual([""]);
});

test("only http(s) registration links and images survive", async () => {
  const events = await fetchFutureEvents(credentials());
  expect(events.find((event) => event.id === "1001")!.registrationUrl).toBe(
    "https://redwoodcoast.churchcenter.com/registrations/events/2450011",
  );
  expect(events.find((event) => event.id === "1005")!.registrationUrl).toBeNull();
  expect(events.find((event) => event.id === "1005")!.imageUrl).toBeNull();
});

test("a 429 with a short Retry-After is waited out and the call succeeds", async () => {
  fake().behaviour = "rate-limit-once";
  const started = Date.now();
  const events = await fetchFutureEvents(credentials());
  expect(events).toHaveLength(5);
  expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  expect(fake().requests).toHaveLength(3);
});

test("a 429 with a long Retry-After stops calling until it passes", async () => {
  fake().behaviour = "rate-limit-long";
  await expect(fetchFutureEvents(credentials())).rejects.toMatchObject({ status: "rate-limited" });
  await expect(fetchFutureEvents(credentials())).rejects.toMatchObject({ status: "rate-limited" });
  expect(fake().requests).toHaveLength(1);
});

test("wrong credentials are an error, not an empty calendar", async () => {
  await expect(fetchFutureEvents({ ...credentials(), secret: "wrong" })).rejects.toMatchObject({ status: 401 });
  fake().behaviour = "unauthorized";
  await expect(fetchFutureEvents(credentials())).rejects.toBeInstanceOf(UpstreamError);
});

test("a 500 is retried, then reported", async () => {
  fake().behaviour = "server-error";
  await expect(fetchFutureEvents(credentials())).rejects.toMatchObject({ status: 500 });
  expect(fake().requests).toHaveLength(3);
});

test("an unexpected shape is reported as such", async () => {
  fake().behaviour = "bad-shape";
  await expect(fetchFutureEvents(credentials())).rejects.toMatchObject({ status: "shape" });
});

test("a next link to another host is refused, so the credentials never go there", async () => {
  fake().behaviour = "foreign-next-link";
  await expect(fetchFutureEvents(credentials())).rejects.toMatchObject({ status: "shape" });
  expect(fake().requests).toHaveLength(1);
});
