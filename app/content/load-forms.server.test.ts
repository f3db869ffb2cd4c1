import { expect, test } from "vitest";
import { contentInLanguage } from "~/i18n/content-language";
import { loadContentFolder } from "./load.server";
import { formatProblem } from "./read-files.server";

/** forms/<id>.yaml (issue 35): read with the folder, by id, each in every language the site speaks. */

const DEMO = "content/redwood-coast";
const load = (files: Record<string, string | null> = {}) =>
  loadContentFolder(DEMO, { overlay: new Map(Object.entries(files)) });

test("the demo's forms load by id, with their defaults and their Spanish words", async () => {
  const result = await load();
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  const { prayer, contact } = result.content.forms;
  expect(prayer).toMatchObject({ id: "prayer", retentionDays: 90, private: { roles: ["care"] } });
  expect(contact).toMatchObject({ id: "contact", retentionDays: 365, reminderDays: 3, sendCopy: true });
  const spanish = contentInLanguage(result.content, "es").forms;
  expect(spanish.contact!.title).toBe("Contáctenos");
  expect(spanish.contact!.fields.find((field) => field.id === "topic")!.options![0]).toEqual({
    value: "general",
    label: "Una pregunta general",
  });
  // What a translation does not write stays the original's: the ids, the kinds, the limits.
  expect(spanish.prayer!.fields.map((field) => [field.id, field.type, field.maxLength])).toEqual(
    prayer!.fields.map((field) => [field.id, field.type, field.maxLength]),
  );
});

test("a form's problems are named with file, line and field; a translation changes only words", async () => {
  const result = await load({
    "forms/bad name.yaml": "title: X\nfields: [{ id: a, type: short-text, label: A }]\n",
    "forms/quiz.yaml": "title: Quiz\nfields:\n  - id: a\n    type: colour\n    label: A\n",
  });
  expect(result.ok).toBe(false);
  const problems = result.ok ? [] : result.problems.filter((problem) => problem.severity === "error");
  expect(problems.map(formatProblem)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^forms\/bad name\.yaml {2}is not a name the site can use for a form/),
      expect.stringMatching(/^forms\/quiz\.yaml:4 {2}fields\[0\]\.type: write one of short-text, long-text/),
    ]),
  );
  const translated = await load({ "forms/contact.es.yaml": "fields:\n  - label: Nombre\n  - type: long-text\n" });
  expect(translated.ok ? [] : translated.problems.map(formatProblem)).toContainEqual(
    expect.stringMatching(/^forms\/contact\.es\.yaml:3 {2}fields\[1\]\.type: is not text a translation may change/),
  );
});
