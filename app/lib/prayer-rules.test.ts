import { expect, test } from "vitest";
import { awaitsApproval, isOnWall, onWeeksList, saidYes, wallEndsAt, wallName } from "./prayer-rules";

const DAY = 86_400_000;
const LIST = Date.parse("2026-11-30T16:00:00Z");
const week = { listAt: LIST, previousListAt: LIST - 7 * DAY };

test("a week's list: new since the last list, or not yet prayed for; prayed during its week it stays on the page", () => {
  expect(onWeeksList({ receivedAt: LIST - 60 * DAY, prayedAt: null }, week)).toBe(true);
  expect(onWeeksList({ receivedAt: LIST - 3 * DAY, prayedAt: LIST - 2 * DAY }, week)).toBe(true);
  expect(onWeeksList({ receivedAt: LIST - 10 * DAY, prayedAt: LIST - 2 * DAY }, week)).toBe(false);
  expect(onWeeksList({ receivedAt: LIST - 10 * DAY, prayedAt: LIST + DAY }, week)).toBe(true);
  expect(onWeeksList({ receivedAt: LIST + DAY, prayedAt: null }, week)).toBe(true);
});

test("yes is yes: a ticked box or the answer yes, nothing else", () => {
  for (const answer of [true, "yes", "on", "true"]) expect(saidYes(answer)).toBe(true);
  for (const answer of [false, "no", "", undefined, null, 1, ["yes"]]) expect(saidYes(answer)).toBe(false);
});

test("the wall shows the first word of the name, or nobody's name", () => {
  expect(wallName("  Maria   del Carmen Lopez ", false)).toBe("Maria");
  expect(wallName("Maria Lopez", true)).toBeNull();
  expect(wallName("   ", false)).toBeNull();
  expect(wallName(undefined, false)).toBeNull();
});

test("on the wall only with consent, after approval, until removed or its days are over", () => {
  const asked = Date.parse("2026-11-01T12:00:00Z");
  const entry = { receivedAt: asked, consented: true, approvedAt: asked + DAY, removedAt: null };
  expect(isOnWall(entry, asked + 2 * DAY, 30)).toBe(true);
  expect(isOnWall(entry, wallEndsAt(asked, 30) - 1, 30)).toBe(true);
  expect(isOnWall(entry, wallEndsAt(asked, 30), 30)).toBe(false);
  expect(isOnWall({ ...entry, consented: false }, asked + 2 * DAY, 30)).toBe(false);
  expect(isOnWall({ ...entry, approvedAt: null }, asked + 2 * DAY, 30)).toBe(false);
  expect(isOnWall({ ...entry, removedAt: asked + 3 * DAY }, asked + 4 * DAY, 30)).toBe(false);
  expect(awaitsApproval({ ...entry, approvedAt: null }, asked + DAY, 30)).toBe(true);
  expect(awaitsApproval(entry, asked + DAY, 30)).toBe(false);
  expect(awaitsApproval({ ...entry, approvedAt: null, consented: false }, asked + DAY, 30)).toBe(false);
});
