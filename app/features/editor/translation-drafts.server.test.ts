import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeEach, expect, test } from "vitest";
import { contentInLanguage } from "~/i18n/content-language";
import { getPerson } from "~/features/auth/people.server";
import { permissionsOf } from "~/features/auth/permissions.server";
import { getContent } from "~/server/content.server";
import { getDraft } from "./drafts.server";
import {
  sendTranslationForReview,
  settleTranslationDraft,
  translationReview,
  translationRightsFor,
} from "./translation-drafts.server";
import { openTranslation, saveTranslation } from "./translations.server";
import { versionOf } from "./content-files.server";
import { newStaffPerson, withContentCopy } from "./test-support";

/**
 * Issue 43: contributors got 403 on a form's translation where the docs said translations are edited as a
 * page's are. A contributor translates a page's or a form's words as a draft sent for review; an editor
 * publishes it. A translation holds words alone, so the form's readers never change.
 */

const PRAYER = "forms/prayer.yaml";
const NOW = Date.parse("2026-11-24T18:00:00Z");
const folder = withContentCopy("translation-drafts");
let contributor: string;
let editor: string;

beforeEach(() => {
  contributor = newStaffPerson("contributor", NOW);
  editor = newStaffPerson("editor", NOW);
});

const roles = { contributor: permissionsOf("contributor"), editor: permissionsOf("editor") };

test("a contributor may translate a form as a page, and publish neither; an editor publishes both", () => {
  for (const kind of ["form", "page"] as const) {
    expect(translationRightsFor({ permissions: roles.contributor }, kind)).toEqual({ draft: true, publish: false });
    expect(translationRightsFor({ permissions: roles.editor }, kind)).toEqual({ draft: true, publish: true });
  }
  // Giving's words stay the treasurer's and owners'.
  expect(translationRightsFor({ permissions: roles.contributor }, "giving").draft).toBe(false);
});

test("a contributor's translation of the prayer form is a draft until an editor publishes it; its readers stay", async () => {
  const translationFile = path.join(folder.dir(), "forms/prayer.es.yaml");
  const before = readFileSync(translationFile, "utf8");
  const view = (await openTranslation(PRAYER, "es"))!;
  const values = new Map(view.fields.map((field) => [field.name, field.translation]));
  values.set("title", "Pedidos de oración");

  expect(await sendTranslationForReview(view, values, contributor, NOW)).toEqual({ ok: true });
  // Nothing live: the file is as it was, and the Spanish form too.
  expect(readFileSync(translationFile, "utf8")).toBe(before);
  expect(contentInLanguage(getContent(), "es").forms.prayer!.title).toBe("Petición de oración");
  const draft = getDraft(contributor, "forms/prayer.es.yaml")!;
  expect(draft.submittedAt).toBe(NOW);

  // The editor is shown where to review it; the contributor is not.
  const review = translationReview(draft, { permissions: roles.editor });
  expect(review?.href).toBe(`/admin/translate/${PRAYER}?language=es&from=${encodeURIComponent(contributor)}`);
  expect(translationReview(draft, { permissions: roles.contributor })).toBeNull();

  // The editor opens it with the draft's words in the boxes, and publishes them.
  const shown = (await openTranslation(PRAYER, "es", draft.text))!;
  expect(shown.fields.find((field) => field.name === "title")?.translation).toBe("Pedidos de oración");
  const shownValues = new Map(shown.fields.map((field) => [field.name, field.translation]));
  const who = getPerson(editor)!;
  expect(await saveTranslation(shown, shownValues, shown.version, { id: who.id, email: who.email }, NOW)).toEqual({
    ok: true,
  });
  settleTranslationDraft(contributor, shown, versionOf(draft.text));
  expect(getDraft(contributor, "forms/prayer.es.yaml")).toBeUndefined();
  const spanish = contentInLanguage(getContent(), "es").forms.prayer!;
  expect(spanish.title).toBe("Pedidos de oración");
  expect(spanish.private).toEqual({ roles: ["care"], people: ["jordan@redwoodcoast.example"] });
  expect(existsSync(translationFile)).toBe(true);
}, 60_000);

test("a translation with a placeholder lost is not sent for review: its problem is said", async () => {
  const view = (await openTranslation("pages/about.yaml", "es"))!;
  // The About page's heading names the church by its placeholder: "About {church}".
  const withPlaceholder = view.fields.find((field) => field.original.includes("{church}"))!;
  const values = new Map([[withPlaceholder.name, "Sin marcador"]]);
  const outcome = await sendTranslationForReview(view, values, contributor, NOW);
  expect(outcome).toMatchObject({ ok: false, problems: [{ field: withPlaceholder.name }] });
  expect(getDraft(contributor, view.translationFile)).toBeUndefined();
});
