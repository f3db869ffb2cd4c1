import { expect, test } from "vitest";
import { recipients } from "../../../tests/support/smtp-mailbox";
import { prayerDb } from "./prayer-store.server";
import { addStaff, contentWithForm, deliverAll, PRAYER_FORM, storeRequest, withPrayerMailbox } from "./test-support";
import { wallRemovalId } from "./wall-links.server";
import { approveForWall, prayFor, removeFromWall, wallEntries, wallReview } from "./wall.server";

const mailbox = withPrayerMailbox("prayer-wall");
const content = contentWithForm();
const form = { ...PRAYER_FORM, prayer: { ...PRAYER_FORM.prayer, wall: PRAYER_FORM.prayer.wall! } };
const NOW = Date.parse("2026-11-24T18:00:00Z");
const DAY = 86_400_000;

test("only with consent and after approval; first name or anonymous; the requester gets the link that removes it", async () => {
  const owner = addStaff("owner@example.org", "owner");
  const maria = storeRequest(
    { request: "For my mother", wall: true },
    { receivedAt: NOW - DAY, name: "Maria del Carmen", email: "maria@example.org", language: "es" },
  );
  const hidden = storeRequest(
    { request: "Anonymous one", wall: "yes", anonymous: "yes" },
    { receivedAt: NOW - DAY, name: "Bo Li" },
  );
  const noConsent = storeRequest({ request: "Only the team", wall: false }, { receivedAt: NOW - DAY, name: "Sam" });

  expect(wallEntries(form, NOW)).toEqual([]);
  expect(
    wallReview(form, NOW)
      .waiting.map((entry) => entry.id)
      .sort(),
  ).toEqual([maria, hidden].sort());
  expect(approveForWall(noConsent, form, { content, personId: owner, now: NOW })).toBe(false);
  expect(approveForWall(maria, form, { content, personId: owner, now: NOW })).toBe(true);
  expect(approveForWall(hidden, form, { content, personId: owner, now: NOW })).toBe(true);
  const wall = wallEntries(form, NOW + 1);
  expect(wall.map((entry) => [entry.name, entry.text]).sort()).toEqual(
    [
      ["Maria", "For my mother"],
      [null, "Anonymous one"],
    ].sort(),
  );

  await deliverAll();
  expect(mailbox().messages.flatMap(recipients)).toEqual(["maria@example.org"]);
  const [notice] = mailbox().messages;
  expect(notice!.subject).toBe("Su petición de oración está en el muro de oración");
  const link = new URL(
    /https:\/\/\S+\/es\/prayer-wall\/remove\?\S+/.exec(notice!.text ?? "")![0].replace(/[\])>.,]+$/, ""),
  );
  expect(wallRemovalId(link.searchParams, NOW)).toBe(maria);
  link.searchParams.set("request", hidden);
  expect(wallRemovalId(link.searchParams, NOW)).toBeNull();
});

test("I prayed counts once per device; the wall forgets the device itself; a request leaves after its days or when removed", () => {
  const owner = addStaff("owner@example.org", "owner");
  const id = storeRequest({ request: "Exams", wall: true }, { receivedAt: NOW, name: "Ana" });
  expect(prayFor(id, form, "device-one-0000000000", NOW)).toBe("gone");
  approveForWall(id, form, { content, personId: owner, now: NOW });
  expect(prayFor(id, form, "device-one-0000000000", NOW)).toBe("counted");
  expect(prayFor(id, form, "device-one-0000000000", NOW + 1000)).toBe("already");
  expect(prayFor(id, form, "device-two-0000000000", NOW + 2000)).toBe("counted");
  expect(wallEntries(form, NOW + 3000)[0]!.prayers).toBe(2);
  const devices = prayerDb().prepare("SELECT device FROM prayer_wall_prayers").all() as { device: string }[];
  expect(devices.map((row) => row.device).join()).not.toContain("device-one");

  expect(wallEntries(form, NOW + 30 * DAY - 1)).toHaveLength(1);
  expect(wallEntries(form, NOW + 30 * DAY)).toHaveLength(0);
  expect(removeFromWall(id, form, "requester", NOW + DAY)).toBe(true);
  expect(removeFromWall(id, form, owner, NOW + DAY)).toBe(false);
  expect(wallEntries(form, NOW + DAY)).toHaveLength(0);
  // Removed is for good: no approval brings it back.
  expect(approveForWall(id, form, { content, personId: owner, now: NOW + 2 * DAY })).toBe(false);
});

test("deleting the submission (retention, data:forget) deletes its marks, its wall entry and its prayers", () => {
  const owner = addStaff("owner@example.org", "owner");
  const id = storeRequest({ request: "Gone soon", wall: true }, { receivedAt: NOW, name: "Kim" });
  approveForWall(id, form, { content, personId: owner, now: NOW });
  prayFor(id, form, "device-one-0000000000", NOW);
  const db = prayerDb();
  db.prepare("DELETE FROM form_submissions WHERE id = ?").run(id);
  for (const table of ["prayer_wall", "prayer_wall_prayers", "prayer_marks"]) {
    expect(db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get()).toEqual({ count: 0 });
  }
});
