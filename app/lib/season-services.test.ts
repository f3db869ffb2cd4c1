import { expect, test } from "vitest";
import { seasonServiceEvents } from "./season-services";

const christmasEve = { date: { year: 2026, month: 12, day: 24 }, serviceOptions: ["4:30 PM", "6:00 PM"] };
const details = { name: "Christmas Eve", description: "Candles and carols.", path: "/christmas" };

test("each service time is an event at that church-zone time", () => {
  const events = seasonServiceEvents(christmasEve, details, Date.parse("2026-11-22T12:00:00Z"));
  expect(events.map((event) => new Date(event.startsAt).toISOString())).toEqual([
    "2026-12-25T00:30:00.000Z",
    "2026-12-25T02:00:00.000Z",
  ]);
  expect(events[0]!.name).toBe("Christmas Eve (4:30 PM)");
});

test("services that are over are not offered", () => {
  expect(
    seasonServiceEvents(christmasEve, details, Date.parse("2026-12-25T01:45:00Z")).map((event) => event.name),
  ).toEqual(["Christmas Eve (6:00 PM)"]);
  expect(seasonServiceEvents(christmasEve, details, Date.parse("2027-01-02T00:00:00Z"))).toEqual([]);
});
