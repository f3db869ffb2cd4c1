import { expect, test } from "vitest";
import { contentInLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";
import { loadContentFolder } from "./load.server";
import { formatProblem } from "./read-files.server";
import { siteView } from "./site";

/**
 * Content in two languages (issue 27, decision 041): each file's translation
 * beside it, merged over it when the folder is read; the church's own wording
 * of the site's messages. Run over the demo church with files standing in
 * (the editor's overlay), so the folder is untouched.
 */

const DEMO = "content/redwood-coast";

async function load(files: Record<string, string | null>) {
  return loadContentFolder(DEMO, { overlay: new Map(Object.entries(files)) });
}

async function loaded(files: Record<string, string | null>) {
  const result = await load(files);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  return result;
}

async function refused(files: Record<string, string | null>): Promise<string[]> {
  const result = await load(files);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.problems.filter((problem) => problem.severity === "error").map(formatProblem);
}

const VISIT_ES = [
  "title: Planifique su visita",
  'description: "¿Va a visitar {church}? Los domingos a las 10:30 am en San Luis Obispo."',
  "banner: { alt: El templo entre secuoyas con la puerta abierta }",
].join("\n");

test("a translation is merged over its original; what it leaves out, and an untranslated page, stay in the default language", async () => {
  const { content } = await loaded({ "pages/visit.es.yaml": VISIT_ES, "pages/give.es.yaml": null });
  const spanish = contentInLanguage(content, "es");
  expect(spanish).not.toBe(content);
  expect(spanish.language).toBe("es");
  const visit = spanish.pages.find((page) => page.path === "/visit")!;
  const original = content.pages.find((page) => page.path === "/visit")!;
  expect(visit.title).toBe("Planifique su visita");
  expect(visit.description).toBe("¿Va a visitar {church}? Los domingos a las 10:30 am en San Luis Obispo.");
  expect(visit.textLanguage).toBeUndefined();
  // What it leaves out, and everything that is not text, stay the original's; the picture's files are the same.
  expect(visit.heading).toBe(original.heading);
  expect(visit.sections).toEqual(original.sections);
  expect(visit.banner).toEqual({ ...original.banner, alt: "El templo entre secuoyas con la puerta abierta" });
  // The default language's content is untouched, and finds its translation back.
  expect(original.title).toBe("Plan Your Visit");
  expect(contentInLanguage(spanish, "en")).toBe(content);
  expect(contentInLanguage(content, "en")).toBe(content);
  // A page without a translation is served in the default language, marked so.
  const give = spanish.pages.find((page) => page.path === "/give")!;
  expect(give.textLanguage).toBe("en");
  expect(give.title).toBe(content.pages.find((page) => page.path === "/give")!.title);
  expect(spanish.services.gatherings.map((gathering) => [gathering.weekday, gathering.hour, gathering.minute])).toEqual(
    content.services.gatherings.map((gathering) => [gathering.weekday, gathering.hour, gathering.minute]),
  );
}, 60_000);

test("a translation may only change text: a time, a link, a path or a picture stays the original's", async () => {
  const problems = await refused({
    "services.es.yaml": 'gatherings:\n  - name: Culto\n    start: "11:00"',
    "pages/visit.es.yaml": "banner: { file: images/banners/other.webp }\nalsoAt: [/visita]",
    "navigation.es.yaml": "visitorButton: { page: /visita }",
  });
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^services\.es\.yaml:3 {2}gatherings\[0\]\.start: is not text a translation may change/),
      expect.stringMatching(/^pages\/visit\.es\.yaml:1 {2}banner\.file: is not text a translation may change/),
      expect.stringMatching(/^pages\/visit\.es\.yaml:2 {2}alsoAt: has 1 items but the original has 0/),
      expect.stringMatching(/^navigation\.es\.yaml:1 {2}visitorButton\.page: is not text a translation may change/),
    ]),
  );
  // Nor add to a list, nor say what the original does not.
  const more = await refused({
    "pages/visit.es.yaml": "title: Visita\nunknownField: hola\nsections: [{}, {}, {}, {}, {}, {}, {}, {}, {}, {}]",
  });
  expect(more).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/unknownField: the original has no such text/),
      expect.stringMatching(/sections: has 10 items but the original has \d+: a translation adds nothing/),
    ]),
  );
}, 60_000);

test("a translation whose placeholders no longer match is out of date, never refused; content:check lists what is not translated yet", async () => {
  // Issue 36: the original was rewritten since ("About {church}" → "About us"): the folder still loads.
  const stale = await loaded({
    "pages/about.es.yaml": "heading: Acerca de la iglesia\ntitle: Acerca de {church}\ntagline: Hola {iglesia}",
  });
  expect(stale.warnings.map(formatProblem)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(
        /^pages\/about\.es\.yaml:1 {2}warning: heading: is out of date: the original's placeholders are now \{church\}.*keeps this text/,
      ),
      expect.stringMatching(
        /^pages\/about\.es\.yaml:2 {2}warning: title: is out of date: the original's placeholders are now none.*keeps this text/,
      ),
      // A placeholder the site never fills is not shown: the original's text stands until the translation is updated.
      expect.stringMatching(
        /^pages\/about\.es\.yaml:3 {2}warning: tagline: is out of date: .*shows the original's text/,
      ),
    ]),
  );
  const about = contentInLanguage(stale.content, "es").pages.find((page) => page.path === "/about")!;
  const original = stale.content.pages.find((page) => page.path === "/about")!;
  expect(about.heading).toBe("Acerca de la iglesia");
  expect(about.title).toBe("Acerca de {church}");
  expect(about.tagline).toBe(original.tagline);
  expect(about.translationOutdated).toBe(true);
  expect(original.translationOutdated).toBeUndefined();

  const { warnings } = await loaded({
    "pages/about.es.yaml": "heading: Acerca de {church}",
    "pages/give.es.yaml": null,
  });
  const listed = warnings.map(formatProblem);
  expect(listed).toContainEqual(
    expect.stringMatching(
      /^pages\/give\.yaml {2}warning: is not translated into Spanish yet: write pages\/give\.es\.yaml/,
    ),
  );
  expect(listed).toContainEqual(
    expect.stringMatching(
      /^pages\/about\.es\.yaml {2}warning: \d+ texts are not translated into Spanish yet \(shown in the default language\): title, /,
    ),
  );
}, 60_000);

test("the church's own wording of a message reaches the pages; an unknown key or a changed placeholder is refused", async () => {
  const { content } = await loaded({
    "messages/es.yaml": '"content-languages.untranslated": "Esta página todavía está en inglés."',
    "messages/en.yaml": '"common.footer.privacy": "Our privacy promise"',
  });
  expect(content.messages).toEqual({
    es: { "content-languages.untranslated": "Esta página todavía está en inglés." },
    en: { "common.footer.privacy": "Our privacy promise" },
  });
  const site = siteView(
    contentInLanguage(content, "es"),
    { vimeo: "off", planningCenter: "off", mailchimp: "off" },
    0,
    "https://example.org",
  );
  expect(translator("es", "US", site.messages).t("content-languages.untranslated")).toBe(
    "Esta página todavía está en inglés.",
  );
  expect(translator("en", "US", site.messages).t("common.footer.privacy")).toBe("Our privacy promise");

  const problems = await refused({
    "messages/es.yaml": [
      '"common.footer.nothing": "Nada"',
      '"content-languages.serviceLanguage": "En {idioma}"',
      '"content-languages.untranslated": "Sin {cerrar"',
    ].join("\n"),
  });
  expect(problems).toEqual([
    expect.stringMatching(/^messages\/es\.yaml:1 {2}common\.footer\.nothing: is not a message of the site/),
    expect.stringMatching(
      /^messages\/es\.yaml:2 {2}content-languages\.serviceLanguage: must keep the catalogue's placeholders \(\{language\}\)/,
    ),
    expect.stringMatching(
      /^messages\/es\.yaml:3 {2}content-languages\.untranslated: is not a message the site can write/,
    ),
  ]);
}, 60_000);

test("the services' summary the site writes itself is in the page's language (issue 36)", async () => {
  const { readFileSync } = await import("node:fs");
  const without = (file: string) => readFileSync(`${DEMO}/${file}`, "utf8").replace(/^summary:.*\n/m, "");
  const { content } = await loaded({
    "services.yaml": without("services.yaml"),
    "services.es.yaml": without("services.es.yaml"),
  });
  expect(content.services.summary).toBe("Sundays @ 10:30 am & 12:30 pm");
  expect(contentInLanguage(content, "es").services.summary).toBe("Domingos a las 10:30 a.m. y 12:30 p.m.");
}, 60_000);

test("events, groups, funds and sign-up questions translate; content:check names the right file (issue 36)", async () => {
  const { readFileSync } = await import("node:fs");
  const fixture = (file: string) => readFileSync(`tests/fixtures/content/bilingual/${file}`, "utf8");
  const { content, warnings } = await loaded({
    "events/summer-day-camp.es.yaml": fixture("events/summer-day-camp.es.yaml"),
    "groups.es.yaml": fixture("groups.es.yaml"),
    "giving.es.yaml": fixture("giving.es.yaml"),
    // The demo translates its parenting class: taken away here, so one event stays untranslated.
    "events/parenting-class.es.yaml": null,
  });
  const listed = warnings.map(formatProblem);
  // Not a bad event name, not a stray translation of a missing file.
  expect(listed.filter((line) => /\.es\.yaml/.test(line) && /not in the content folder|not a name/.test(line))).toEqual(
    [],
  );
  expect(listed).toContainEqual(
    expect.stringMatching(
      /^events\/parenting-class\.yaml {2}warning: is not translated into Spanish yet: write events\/parenting-class\.es\.yaml/,
    ),
  );
  const spanish = contentInLanguage(content, "es");
  const camp = spanish.events.find((event) => event.id === "summer-day-camp")!;
  expect(camp.name).toBe("Campamento de verano para niños");
  expect(camp.textLanguage).toBeUndefined();
  expect(spanish.events.find((event) => event.id === "parenting-class")!.textLanguage).toBe("en");
  expect(JSON.stringify(camp)).toContain("Talla de camiseta");
  expect(spanish.groups.groups[0]!.name).toBe("Grupo de hogar de Arcata, los martes");
  const giving = spanish.giving;
  expect("funds" in giving && giving.funds.map((fund) => fund.name)).toEqual([
    "Fondo general",
    "Fondo de construcción",
    "Misiones",
  ]);
  // The default language's content is untouched.
  expect(content.events.find((event) => event.id === "summer-day-camp")!.name).toBe("Kids' Summer Day Camp");

  const problems = await refused({ "events/summer-day-camp.es.yaml": "name: Campamento\nstart: 2027-07-01 09:00" });
  expect(problems).toEqual([
    expect.stringMatching(/^events\/summer-day-camp\.es\.yaml:2 {2}start: is not text a translation may change/),
  ]);
}, 60_000);
