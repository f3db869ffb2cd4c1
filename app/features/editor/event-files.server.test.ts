import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { parse } from "yaml";
import { eventFile } from "~/content/schema";
import { listAudit } from "~/features/auth/audit-log.server";
import { getContent } from "~/server/content.server";
import { readContentText } from "./content-files.server";
import { getDraft } from "./drafts.server";
import { duplicateEvent, eventIdFor, eventIndex, startEvent } from "./event-files.server";
import { newStaffPerson, withContentCopy } from "./test-support";
import { publish, publishRemoval } from "./publish.server";
import { listRevisions } from "./revisions.server";

const NOW = Date.parse("2026-11-24T18:00:00Z");
const actor = { id: "editor-1", email: "editor@example.org" };
const copyName = (name: string) => `${name} (copy)`;
const folder = withContentCopy("event-files");
let person: string;

beforeEach(() => {
  person = newStaffPerson("editor", NOW);
});

/** Publishes the person's draft of a new file, as the editor's Publish does. */
async function publishDraft(file: string) {
  const draft = getDraft(person, file)!;
  return publish({ actor, file, text: draft.text, baseVersion: draft.baseVersion, action: "publish", now: NOW });
}

const siteEvent = (id: string) => getContent().events.find((event) => event.id === id);

test("an event's id is its name in lowercase words and hyphens; digits alone are not taken for Planning Center's", () => {
  expect(eventIdFor("Café de Niños 2027")).toBe("cafe-de-ninos-2027");
  expect(eventIdFor("  Men's Breakfast — March!  ")).toBe("men-s-breakfast-march");
  expect(eventIdFor("2027")).toBe("event-2027");
  expect(eventIdFor("¡¿?!")).toBe("");
});

test("a new event is the person's draft, valid against the event schema, and on the site once published", async () => {
  const outcome = await startEvent({
    personId: person,
    name: "Harvest Supper 2027",
    start: "2027-10-02T17:30",
    end: "2027-10-02T20:00",
    now: NOW,
  });
  expect(outcome).toEqual({ ok: true, file: "events/harvest-supper-2027.yaml" });
  const draft = getDraft(person, "events/harvest-supper-2027.yaml")!;
  expect(eventFile.parse(parse(draft.text!))).toMatchObject({
    name: "Harvest Supper 2027",
    start: "2027-10-02 17:30",
    end: "2027-10-02 20:00",
  });
  expect(existsSync(path.join(folder.dir(), "events/harvest-supper-2027.yaml"))).toBe(false);
  expect((await eventIndex(person)).find((event) => event.id === "harvest-supper-2027")).toMatchObject({
    unpublished: true,
    hasDraft: true,
  });
  expect(siteEvent("harvest-supper-2027")).toBeUndefined();

  expect((await publishDraft("events/harvest-supper-2027.yaml")).ok).toBe(true);
  expect(siteEvent("harvest-supper-2027")).toMatchObject({ name: "Harvest Supper 2027", start: "2027-10-02 17:30" });
});

test("a new event is refused, naming the field, without a name, with a name whose file exists, or with bad times", async () => {
  const start = "2027-10-02T17:30";
  const attempt = (name: string, from: string, end = "") =>
    startEvent({ personId: person, name, start: from, end, now: NOW });
  expect(await attempt("", start)).toMatchObject({ ok: false, field: "name", problem: "name-missing" });
  expect(await attempt("!!!", start)).toMatchObject({ ok: false, field: "name", problem: "name-unusable" });
  expect(await attempt("Parenting  class", start)).toEqual({
    ok: false,
    field: "name",
    problem: "taken",
    id: "parenting-class",
  });
  expect(await attempt("Picnic", "")).toMatchObject({ ok: false, field: "start", problem: "start-invalid" });
  expect(await attempt("Picnic", "next Tuesday")).toMatchObject({
    ok: false,
    field: "start",
    problem: "start-invalid",
  });
  expect(await attempt("Picnic", start, "soon")).toMatchObject({ ok: false, field: "end", problem: "end-invalid" });
  expect(await attempt("Picnic", start, "2027-10-01T09:00")).toMatchObject({
    ok: false,
    field: "end",
    problem: "end-before-start",
  });
  expect(getDraft(person, "events/picnic.yaml")).toBeUndefined();
});

test("a copy keeps the dates, the place and the sign-up settings under a new name and id; a second copy of that name is refused", async () => {
  const from = "events/summer-day-camp.yaml";
  const outcome = await duplicateEvent({ personId: person, from, name: "", copyName, now: NOW });
  expect(outcome).toEqual({ ok: true, file: "events/kids-summer-day-camp-copy.yaml" });
  const copy = eventFile.parse(parse(getDraft(person, "events/kids-summer-day-camp-copy.yaml")!.text!));
  const original = eventFile.parse(parse((await readContentText(from)).text!));
  expect(copy).toEqual({ ...original, name: "Kids' Summer Day Camp (copy)" });
  expect(copy.registration).toBeDefined();

  expect(await duplicateEvent({ personId: person, from, name: "", copyName, now: NOW })).toMatchObject({
    ok: false,
    field: "name",
    problem: "taken",
  });
  const named = await duplicateEvent({ personId: person, from, name: "Summer Day Camp 2028", copyName, now: NOW });
  expect(named).toEqual({ ok: true, file: "events/summer-day-camp-2028.yaml" });
  expect(
    await duplicateEvent({ personId: person, from: "pages/about.yaml", name: "X", copyName, now: NOW }),
  ).toMatchObject({ ok: false, field: "from", problem: "source-missing" });
});

test("removing an event is a publish of nothing: the file goes, /events follows, the History and the activity log keep it", async () => {
  const file = "events/parenting-class.yaml";
  const before = await readContentText(file);
  expect(siteEvent("parenting-class")).toBeDefined();
  const outcome = await publishRemoval(actor, file, before.version, NOW);
  expect(outcome.ok).toBe(true);
  expect(existsSync(path.join(folder.dir(), file))).toBe(false);
  expect(siteEvent("parenting-class")).toBeUndefined();
  const [revision] = listRevisions({ file });
  expect(revision).toMatchObject({
    action: "remove",
    beforeText: readFileSync("content/redwood-coast/" + file, "utf8"),
  });
  expect(listAudit().find((entry) => entry.subject === file)?.action).toBe("event-removed");
});
