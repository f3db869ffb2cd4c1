import { expect, test } from "vitest";
import { recipients } from "../../../tests/support/smtp-mailbox";
import { markPrayed } from "./mark-prayed.server";
import { getRequest } from "./prayer-store.server";
import { addStaff, contentWithForm, deliverAll, PRAYER_FORM, storeRequest, withPrayerMailbox } from "./test-support";

const mailbox = withPrayerMailbox("prayer-marks");
const content = contentWithForm();
const NOW = Date.parse("2026-11-24T18:00:00Z");

test("a requester who asked is told once, in the language they asked in, whoever presses again", async () => {
  const owner = addStaff("owner@example.org", "owner");
  const pastor = addStaff("pastor@example.org", "editor");
  const id = storeRequest(
    { request: "Por mi familia", "tell-me": "yes" },
    { receivedAt: NOW - 86_400_000, language: "es", email: "ana@example.org", name: "Ana" },
  );
  expect(markPrayed(id, PRAYER_FORM, { content, personId: owner, now: NOW })).toEqual({
    kind: "marked",
    noticeQueued: true,
  });
  expect(markPrayed(id, PRAYER_FORM, { content, personId: pastor, now: NOW + 60_000 })).toEqual({ kind: "already" });
  await deliverAll();
  expect(mailbox().messages).toHaveLength(1);
  const [notice] = mailbox().messages;
  expect(recipients(notice!)).toEqual(["ana@example.org"]);
  expect(notice!.subject).toBe(`${content.church.name} oró por usted`);
  expect(notice!.text).toContain("El equipo de oración");
  // It never repeats the request itself.
  expect(notice!.text).not.toContain("Por mi familia");
  expect(getRequest(id)).toMatchObject({ prayedAt: NOW, prayedBy: owner });
});

test("nobody is told who did not ask, or left no address; a request of another form is not marked", async () => {
  const owner = addStaff("owner@example.org", "owner");
  const noAsk = storeRequest({ request: "Work", "tell-me": "no" }, { receivedAt: NOW, email: "bo@example.org" });
  const noEmail = storeRequest({ request: "Health", "tell-me": "yes" }, { receivedAt: NOW });
  const other = storeRequest({ request: "Hello" }, { receivedAt: NOW, formId: "contact" });
  expect(markPrayed(noAsk, PRAYER_FORM, { content, personId: owner, now: NOW })).toEqual({
    kind: "marked",
    noticeQueued: false,
  });
  expect(markPrayed(noEmail, PRAYER_FORM, { content, personId: owner, now: NOW })).toEqual({
    kind: "marked",
    noticeQueued: false,
  });
  expect(markPrayed(other, PRAYER_FORM, { content, personId: owner, now: NOW })).toEqual({ kind: "gone" });
  await deliverAll();
  expect(mailbox().messages).toHaveLength(0);
});
