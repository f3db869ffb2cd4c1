import { expect, test } from "vitest";
import {
  clockLabel,
  filterChoices,
  filterGroups,
  readGroupFilters,
  readSchedule,
  sortGroups,
  type GroupView,
} from "./groups";

const group = (overrides: Partial<GroupView>): GroupView => ({
  id: "g",
  name: "G",
  description: null,
  day: null,
  time: null,
  schedule: null,
  area: null,
  kind: null,
  childcare: null,
  enrollment: "open",
  ...overrides,
});

test("reads a day and a time out of the schedules churches write in Planning Center", () => {
  expect(readSchedule("Tuesdays at 7:00pm")).toEqual({ day: "tuesday", time: "19:00" });
  expect(readSchedule("Every other Wed, 6:30 PM")).toEqual({ day: "wednesday", time: "18:30" });
  expect(readSchedule("Sundays 18:00")).toEqual({ day: "sunday", time: "18:00" });
  expect(readSchedule("Thurs 12pm")).toEqual({ day: "thursday", time: "12:00" });
  expect(readSchedule("Saturday mornings at 9 a.m.")).toEqual({ day: "saturday", time: "09:00" });
  expect(readSchedule("Monthly, 2 groups")).toEqual({ day: null, time: null });
  expect(readSchedule(null)).toEqual({ day: null, time: null });
  expect(readSchedule("Fridays, 12:00 AM")).toEqual({ day: "friday", time: "00:00" });
});

test("writes times on the church's clock", () => {
  expect(clockLabel("19:00", "12h")).toBe("7:00 PM");
  expect(clockLabel("00:30", "12h")).toBe("12:30 AM");
  expect(clockLabel("12:05", "12h")).toBe("12:05 PM");
  expect(clockLabel("19:00", "24h")).toBe("19:00");
});

const groups = [
  group({
    id: "a",
    name: "Arcata Tuesday",
    day: "tuesday",
    time: "19:00",
    area: "Arcata",
    kind: "Home group",
    childcare: true,
  }),
  group({
    id: "b",
    name: "Eureka Tuesday",
    day: "tuesday",
    time: "18:30",
    area: "Eureka",
    kind: "Home group",
    enrollment: "full",
  }),
  group({ id: "c", name: "Online", area: "Online", kind: "Women" }),
  group({ id: "d", name: "Sunday", day: "sunday", time: "17:00", area: "Eureka", kind: "Young adults" }),
];

test("filters by day, kind, area, childcare and room, ignoring values the finder does not offer", () => {
  const read = (query: string) =>
    filterGroups(groups, readGroupFilters(new URLSearchParams(query), groups)).map((g) => g.id);
  expect(read("day=tuesday")).toEqual(["a", "b"]);
  expect(read("day=tuesday&open=yes")).toEqual(["a"]);
  expect(read("area=Eureka")).toEqual(["b", "d"]);
  expect(read("kind=Women")).toEqual(["c"]);
  expect(read("childcare=yes")).toEqual(["a"]);
  expect(read("day=someday&kind=Nope&area=Mars")).toEqual(["a", "b", "c", "d"]);
});

test("lists by day and time, groups without a day last; offers the kinds and areas there are", () => {
  expect(sortGroups(groups).map((g) => g.id)).toEqual(["d", "b", "a", "c"]);
  expect(filterChoices(groups)).toEqual({
    kinds: ["Home group", "Women", "Young adults"],
    areas: ["Arcata", "Eureka", "Online"],
  });
});
