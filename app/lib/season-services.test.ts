import { expect, test } from "vitest";
import { seasonServiceEvents } from "./season-services";

const details = {
  name: "Christmas Eve",
  description: (when: string) => `Candles and carols on ${when}.`,
  path: "/christmas",
};

test("each service time is an event at that church-zone time, with its year", () => {
  const events = seasonServiceEvents("christmas", details, Date.parse("2026-11-22T12:00:00Z"));
  expect(events.map((event) => new Date(event.startsAt).toISOString())).toEqual([
    "2026-12-25T00:30:00.000Z",
    "2026-12-25T02:00:00.000Z",
  ]);
  expect(events[0]!.name).toBe("Christmas Eve (4:30 PM)");
  expect(events[0]!.description).toBe("Candles and carols on 2026-12-24.");
});

test("services that have started are not offered; after the last, next year's are", () => {
  expect(
    seasonServiceEvents("christmas", details, Date.parse("2026-12-25T01:45:00Z")).map((event) => event.name),
  ).toEqual(["Christmas Eve (6:00 PM)"]);
  const nextYear = seasonServiceEvents("christmas", details, Date.parse("2027-01-02T00:00:00Z"));
  expect(nextYear.map((event) => new Date(event.startsAt).toISOString())).toEqual([
    "2027-12-25T00:30:00.000Z",
    "2027-12-25T02:00:00.000Z",
  ]);
});
