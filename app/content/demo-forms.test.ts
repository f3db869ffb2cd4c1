import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";

/**
 * Issue 35, must-show 3: the demo church's forms are its own. Every place the SPEC gave an external form
 * (2.2 Baptism in the menu, 2.3 "Want Prayer?", 2.6 the contact form and prayer, 2.13 "Sign Me Up!", 2.20 the
 * connect card) leads to the site's form, in English and in Spanish, and no link anywhere in the demo's
 * content leads to a form on another platform.
 */
const DEMO = path.resolve(import.meta.dirname, "../../content/redwood-coast");
const yamlFiles = readdirSync(DEMO, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".yaml"))
  .map((file) => file.split(path.sep).join("/"));
const read = (file: string) => parse(readFileSync(path.join(DEMO, file), "utf8")) as unknown;

/** Every link a file holds: the values of its href, fallbackHref, url, to and page fields. */
function linksIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string" && ["href", "fallbackHref", "url", "to", "page"].includes(key) ? [inner] : linksIn(inner),
  );
}

/** The link beside the words `label` (a card's title, a button's label) in a page file. */
function linkBeside(value: unknown, label: string): string | undefined {
  if (Array.isArray(value)) return value.map((item) => linkBeside(item, label)).find(Boolean);
  if (!value || typeof value !== "object") return undefined;
  const record = value as Record<string, unknown>;
  if (record.title === label || record.label === label || record.heading === label) {
    const [link] = linksIn(record);
    if (link) return link;
  }
  return Object.values(record)
    .map((inner) => linkBeside(inner, label))
    .find(Boolean);
}

const formSections = (file: string) =>
  ((read(file) as { sections?: { type: string; form?: string }[] }).sections ?? [])
    .filter((section) => section.type === "form")
    .map((section) => section.form);

test("each of the SPEC's external forms is the church's own form in the demo", () => {
  const forms = readdirSync(path.join(DEMO, "forms")).filter((file) => !/\.[a-z]{2}\.yaml$/.test(file));
  expect(forms.sort()).toEqual(["baptism.yaml", "connect-card.yaml", "contact.yaml", "prayer.yaml", "serve.yaml"]);
  expect(linkBeside(read("pages/index.yaml"), "Want Prayer?")).toBe("/forms/prayer");
  expect(linkBeside(read("pages/ministries/serve.yaml"), "Sign Me Up!")).toBe("/forms/serve");
  expect(linkBeside(read("pages/visit.yaml"), "Fill out a connect card!")).toBe("/forms/connect-card");
  expect(linkBeside(read("pages/contact.yaml"), "Prayer requests")).toBe("/forms/prayer");
  expect(formSections("pages/contact.yaml")).toEqual(["contact"]);
  expect(linkBeside(read("navigation.yaml"), "Baptism")).toBe("/baptism");
  expect(formSections("pages/baptism.yaml")).toEqual(["baptism"]);
  // Each form has its Spanish words beside it.
  for (const form of forms) expect(yamlFiles).toContain(`forms/${form.replace(".yaml", ".es.yaml")}`);
});

// A form on another platform: a forms path or host (Planning Center's /people/forms, Google's forms.gle, Jotform,
// Typeform, WPForms), or an address named after one of the SPEC's forms. Prayer books and apps are not forms.
const FORM_PLATFORM =
  /\/forms?(?:[/?#.]|$)|forms\.gle|jotform|typeform|wpforms|prayer-?request|connect-?card|baptism|interest-?form/i;

test("no link in the demo's content, in any language, leads to a form on another platform", () => {
  const external = yamlFiles.flatMap((file) =>
    linksIn(read(file))
      .filter((link) => /^https?:\/\//.test(link) && FORM_PLATFORM.test(link))
      .map((link) => `${file}: ${link}`),
  );
  expect(external).toEqual([]);
});
