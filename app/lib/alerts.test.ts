import { expect, test } from "vitest";
import type { Alert } from "~/content/model";
import { activeAlerts, churchDateTime } from "./alerts";

const LA = "America/Los_Angeles";

function alert(overrides: Partial<Alert>): Alert {
  const starts = overrides.starts ?? "2026-12-05 18:00";
  const ends = overrides.ends ?? "2026-12-06 14:00";
  return {
    text: "Snow: no services this Sunday",
    level: "urgent",
    closed: true,
    starts,
    ends,
    startsAt: churchDateTime(starts, LA),
    endsAt: churchDateTime(ends, LA),
    ...overrides,
  };
}

test("a date and time is read on the church's clock, whatever the machine's zone (tests run in Asia/Kolkata)", () => {
  expect(new Date(churchDateTime("2026-12-05 18:00", LA)).toISOString()).toBe("2026-12-06T02:00:00.000Z");
  // Summer time, and the form's own way of writing it.
  expect(new Date(churchDateTime("2026-07-05T09:30", LA)).toISOString()).toBe("2026-07-05T16:30:00.000Z");
  expect(() => churchDateTime("5 Dec 2026", LA)).toThrow(RangeError);
});

test("a notice shows from its start's minute until its end's, and not a minute either side", () => {
  const snow = alert({});
  const at = (iso: string) => activeAlerts([snow], Date.parse(iso));
  expect(at("2026-12-06T01:59:59Z")).toEqual([]);
  expect(at("2026-12-06T02:00:00Z")).toEqual([snow]);
  expect(at("2026-12-06T21:59:59Z")).toEqual([snow]);
  expect(at("2026-12-06T22:00:00Z")).toEqual([]);
});

test("several notices at once: the most urgent first, then in the file's order", () => {
  const news = alert({ text: "Choir practice moves to Thursday", level: "info", closed: false });
  const roads = alert({ text: "Harbor View Road is closed: use Elm Street", level: "warning", closed: false });
  const snow = alert({});
  const news2 = alert({ text: "New podcast", level: "info", closed: false });
  const shown = activeAlerts([news, roads, snow, news2], Date.parse("2026-12-06T03:00:00Z"));
  expect(shown.map((item) => item.text)).toEqual([snow.text, roads.text, news.text, news2.text]);
});
