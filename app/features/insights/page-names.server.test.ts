import { beforeAll, expect, test } from "vitest";
import { loadContentFolder } from "~/content/load.server";
import type { ChurchContent } from "~/content/model";
import routes from "~/routes";
import { pageNames, SCREEN_TITLES } from "./page-names.server";

/**
 * Insights names each counted page as the site titles it (issue 47, a first staff user's finding): the site's own
 * screens and the church's pages alike, in the language of the address; what it cannot name cheaply by its address.
 */

let content: ChurchContent;

beforeAll(async () => {
  // Read here, not from the shared set-up: its copy crossed a worker's boundary without its translations.
  const result = await loadContentFolder("content/redwood-coast");
  if (!result.ok) throw new Error("the demo content folder has problems");
  content = result.content;
});

test("the site's own screens are named by their title, not their address, in the address's language", () => {
  const name = pageNames(content);
  expect(name("/events")).toBe("Events");
  expect(name("/watch")).toBe("Sermons");
  expect(name("/watch/live")).toBe("Live");
  expect(name("/watch/scripture")).toBe("Scripture Index");
  expect(name("/plan-visit")).toBe("Plan your visit");
  expect(name("/es/events")).toBe("Eventos");
  expect(name("/es/watch/live")).toBe("En vivo");
});

test("a content page in Spanish is named by its Spanish title, the same page in English by its English one", () => {
  const name = pageNames(content);
  expect(name("/visit")).toBe("Plan Your Visit");
  expect(name("/es/visit")).toBe("Planifique su visita");
  expect(name("/about")).toBe("About Us");
  expect(name("/es/about")).toBe("Nosotros");
  expect(name("/")).toBe("Sent People with Renovated Lives");
  expect(name("/es/")).toBe("Un pueblo enviado, con vidas renovadas");
  expect(name("/es")).toBe("Un pueblo enviado, con vidas renovadas");
});

test("a form and a folder event's sign-up are named by their own names; a sermon or an unknown page by its address", () => {
  const name = pageNames(content);
  expect(name("/forms/connect-card")).toBe("Connect card");
  expect(name("/es/forms/connect-card")).toBe("Tarjeta de conexión");
  expect(name("/events/parenting-class/sign-up")).toBe("Sign up: Parenting Class");
  expect(name("/es/events/parenting-class/sign-up")).toBe("Inscripción: Clase para padres");
  expect(name("/message/the-good-shepherd")).toBe("/message/the-good-shepherd");
  expect(name("/forms/no-such-form")).toBe("/forms/no-such-form");
  // A path that only looks like a language's prefix is not read as one.
  expect(name("/go/somewhere")).toBe("/go/somewhere");
});

test("every screen Insights names is a screen of the route table", () => {
  const paths = new Set<string>();
  const walk = (entries: readonly { path?: string; children?: readonly unknown[] }[], base: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? base : `${base}/${entry.path}`.replace(/\/+/g, "/");
      paths.add(path);
      if (entry.children) walk(entry.children as typeof entries, path);
    }
  };
  walk(routes, "");
  for (const path of Object.keys(SCREEN_TITLES)) expect(paths, path).toContain(path);
});
