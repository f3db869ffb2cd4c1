import { expect, test } from "vitest";
import { can, permissionsOf } from "./permissions.server";

test("an owner may do everything, people, roles, settings and the activity log included", () => {
  expect(Object.values(permissionsOf("owner")).every(Boolean)).toBe(true);
});

test("an editor publishes and drafts, but manages no people or settings and reads no activity log", () => {
  expect(permissionsOf("editor")).toEqual({
    "people.manage": false,
    "settings.manage": false,
    "activity.read": false,
    "content.publish": true,
    "content.draft": true,
    "giving.read": false,
    "giving.settings": false,
    "sign-ups.manage": true,
    "visits.read": true,
    // Issue 45: editors host the live chat too.
    "live.host": true,
    // Who reads a form's submissions is the owners' to change (decision 069).
    "forms.readers": false,
    "notifications.send": true,
    "insights.read": true,
  });
});

test("a contributor only saves drafts for review", () => {
  expect(can("contributor", "content.draft")).toBe(true);
  expect(can("contributor", "content.publish")).toBe(false);
  expect(can("contributor", "people.manage")).toBe(false);
  expect(can("contributor", "activity.read")).toBe(false);
  // Rosters hold children's ages and the answers to the church's questions (issue 28).
  expect(can("contributor", "sign-ups.manage")).toBe(false);
  // Who's coming, for whoever stands at the check-in desk.
  expect(can("contributor", "visits.read")).toBe(true);
  // Which pages are read, for whoever writes them (issue 47).
  expect(can("contributor", "insights.read")).toBe(true);
});

test("a treasurer sees giving and edits its settings, and nothing else: no content, people or activity log", () => {
  expect(permissionsOf("treasurer")).toEqual({
    "people.manage": false,
    "settings.manage": false,
    "activity.read": false,
    "content.publish": false,
    "content.draft": false,
    "giving.read": true,
    "giving.settings": true,
    "sign-ups.manage": false,
    // Who's coming holds visitors' e-mails and children's ages: not a treasurer's (issue 38).
    "visits.read": false,
    "live.host": false,
    "forms.readers": false,
    "notifications.send": false,
    // Insights' counts name nobody; its gifts are what giving.read shows already (issue 47).
    "insights.read": true,
  });
  expect(can("editor", "giving.read")).toBe(false);
  expect(can("owner", "giving.read")).toBe(true);
});

test("the care team holds no permission: which forms it reads is each private form's list (issue 35)", () => {
  expect(Object.values(permissionsOf("care")).some(Boolean)).toBe(false);
});

test("a host hosts the live chat and nothing else: no content, visitors, people or giving (issue 45)", () => {
  expect(Object.entries(permissionsOf("host")).filter(([, allowed]) => allowed)).toEqual([["live.host", true]]);
});
