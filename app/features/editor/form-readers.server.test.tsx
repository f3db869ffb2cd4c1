import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, test } from "vitest";
import { submittedFields } from "../../../tests/support/form-fields";
import { Field } from "~/components/admin/editor/field";
import { describe as describeForm } from "~/content/form/form-schema";
import { lockFields } from "~/content/form/form-spec";
import { formFile } from "~/content/schema";
import { textFields } from "~/content/translation";
import { getPerson } from "~/features/auth/people.server";
import { permissionsOf } from "~/features/auth/permissions.server";
import type { Role } from "~/features/auth/roles";
import type { Staff } from "~/features/auth/staff.server";
import { canReadForm } from "~/features/forms/readers.server";
import { getContent } from "~/server/content.server";
import { versionOf } from "./content-files.server";
import { getDraft, saveDraft, submitDraft } from "./drafts.server";
import { openForEditing, saveFromForm } from "./editing.server";
import { lockedFields, READERS_LOCKED } from "./form-readers.server";
import { publish } from "./publish.server";
import { publishReviewed, reviewRevisionOf } from "./review.server";
import { newStaffPerson, withContentCopy } from "./test-support";

/**
 * Issue 43, the third audit's medium finding: an editor, through Content → Forms, added `editor` to the
 * prayer form's readers, published, and read every prayer request. Who reads a form is an owner's to
 * change (decision 069): the editor's form shows the readers without inputs, a draft keeps them as
 * published, and every write of the file (publish, review, restore, removal) by anyone else is refused.
 */

const PRAYER = "forms/prayer.yaml";
const NOW = Date.parse("2026-11-24T18:00:00Z");
const folder = withContentCopy("form-readers");
const people: Partial<Record<Role, string>> = {};

beforeEach(() => {
  for (const role of ["owner", "editor"] as const) people[role] = newStaffPerson(role, NOW);
});

const onDisk = () => readFileSync(path.join(folder.dir(), PRAYER), "utf8");
const person = (role: Role) => getPerson(people[role]!)!;
const actor = (role: Role) => ({ id: person(role).id, email: person(role).email });
const staffOf = (role: Role) => ({ person: person(role), permissions: permissionsOf(role) }) as unknown as Staff;
const editorReadsPrayers = () => canReadForm(person("editor"), getContent().forms.prayer!);
const withEditorReading = (text: string) =>
  text.replace("roles: [care]\n  people:", "roles: [care, editor]\n  people:");

/** The editor's form for the prayer form as this role sees it, and what a browser sends back from it. */
function editorsForm(role: Role, value: unknown): { html: string; sent: FormData } {
  const spec = lockFields(describeForm(formFile), lockedFields(staffOf(role), "form"), READERS_LOCKED);
  const html = renderToStaticMarkup(
    <Field
      spec={spec}
      path={[]}
      value={value}
      context={{ errors: new Map(), pictures: [], open: new Set(), timeZone: "UTC" }}
    />,
  );
  const sent = submittedFields(html);
  return { html, sent };
}

test("the attack: an editor's form shows the readers without inputs, and a post adding `editor` publishes nothing of it", async () => {
  expect(editorReadsPrayers()).toBe(false);
  const editing = await openForEditing(people.editor!, PRAYER);
  const { html, sent } = editorsForm("editor", editing.value);
  expect(html.replaceAll("&#x27;", "'").includes(READERS_LOCKED)).toBe(true);
  expect(html.includes("<dd>jordan@redwoodcoast.example</dd>")).toBe(true);
  expect([...sent.keys()].filter((name) => name.startsWith("private"))).toEqual([]);
  // The attacker adds the fields by hand, as an owner's form would send them, and changes a label too.
  sent.set("private.roles.__count", "2");
  sent.set("private.roles.0", "care");
  sent.set("private.roles.1", "editor");
  sent.set("title", "Prayer requests");
  const saved = saveFromForm({ staff: staffOf("editor"), editing, form: sent, now: NOW });
  expect(saved.problems).toEqual([]);
  const draft = getDraft(people.editor!, PRAYER)!;
  const outcome = await publish({
    actor: actor("editor"),
    file: PRAYER,
    text: draft.text,
    baseVersion: draft.baseVersion,
    action: "publish",
    now: NOW,
  });
  expect(outcome.ok).toBe(true);
  // The words changed; the readers did not.
  expect(getContent().forms.prayer!.title).toBe("Prayer requests");
  expect(getContent().forms.prayer!.private).toEqual({ roles: ["care"], people: ["jordan@redwoodcoast.example"] });
  expect(editorReadsPrayers()).toBe(false);
  // An owner's form has the inputs.
  expect(editorsForm("owner", editing.value).sent.get("private.roles.0")).toBe("care");
}, 60_000);

test("a publish, a reviewed draft, a restore or a removal that changes the readers is refused unless an owner makes it", async () => {
  const original = onDisk();
  const refused = {
    ok: false,
    reason: "problems",
    problems: [{ file: PRAYER, field: "private", message: READERS_LOCKED }],
  };
  const write = (role: Role, text: string | null, base: string, action: "publish" | "restore" | "remove" = "publish") =>
    publish({ actor: actor(role), file: PRAYER, text, baseVersion: versionOf(base), action, now: NOW });

  expect(await write("editor", withEditorReading(original), original)).toEqual(refused);
  expect(await write("editor", original.replace(/^private:\n(?: {2}.*\n)+/m, ""), original)).toEqual(refused);
  expect(await write("editor", null, original, "remove")).toEqual(refused);
  expect(onDisk()).toBe(original);

  // A draft of the owner's, sent for review, published by an editor: the editor publishes it, so refused too.
  const widened = withEditorReading(original);
  await openForEditing(people.owner!, PRAYER);
  saveDraft({
    personId: people.owner!,
    file: PRAYER,
    baseVersion: versionOf(original),
    baseText: original,
    text: widened,
    now: NOW,
  });
  submitDraft(people.owner!, PRAYER, NOW);
  const reviewed = await publishReviewed({
    reviewer: actor("editor"),
    author: people.owner!,
    file: PRAYER,
    revision: reviewRevisionOf({ text: widened }),
    now: NOW,
  });
  expect(reviewed).toEqual(refused);
  expect(editorReadsPrayers()).toBe(false);

  // The owner may; then restoring the earlier readers from the History is the owner's again.
  expect((await write("owner", widened, original)).ok).toBe(true);
  expect(editorReadsPrayers()).toBe(true);
  expect(await write("editor", original, widened, "restore")).toEqual(refused);
  expect((await write("owner", original, widened, "restore")).ok).toBe(true);
  expect(editorReadsPrayers()).toBe(false);
}, 60_000);

test("a private form removed by an owner cannot be written again by an editor without its readers", async () => {
  const original = onDisk();
  expect(
    (
      await publish({
        actor: actor("owner"),
        file: PRAYER,
        text: null,
        baseVersion: versionOf(original),
        action: "remove",
        now: NOW,
      })
    ).ok,
  ).toBe(true);
  // Its requests are kept after removal: the same id written open would hand them to every editor.
  const open = original.replace(/^private:\n(?: {2}.*\n)+/m, "");
  const again = await publish({
    actor: actor("editor"),
    file: PRAYER,
    text: open,
    baseVersion: versionOf(null),
    action: "publish",
    now: NOW,
  });
  expect(again).toMatchObject({ ok: false, problems: [{ field: "private", message: READERS_LOCKED }] });
  // Written again with its readers as they were, it may be.
  const same = await publish({
    actor: actor("editor"),
    file: PRAYER,
    text: original,
    baseVersion: versionOf(null),
    action: "publish",
    now: NOW,
  });
  expect(same.ok).toBe(true);
}, 60_000);

test("a form's translation holds no readers: only its words may be translated (decision 041)", () => {
  const fields = [...textFields(formFile, getContent().forms.prayer).keys()];
  expect(fields.length).toBeGreaterThan(5);
  expect(fields.filter((name) => name.startsWith("private") || name.startsWith("notify"))).toEqual([]);
});
