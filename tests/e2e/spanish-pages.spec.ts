import { expect, test, type Page } from "@playwright/test";
import { Readable } from "node:stream";
import { parseSitemap } from "sitemap";
import { englishOn, englishPhrases, phrasesOf, wordsOf } from "./english-phrases";
import { addDays, minutesFrom, nextWeekday } from "./content";
import { demo } from "./demo";
import { streamed } from "./demo-words";
import { setClock, waitForElements } from "./support";

/**
 * Issue 27, "a test fails if any English catalogue message appears on a
 * Spanish page": every Spanish page of the site map (`/es/…`), one series and
 * one message, read as a visitor meets it once its script has run: the visible
 * text, what the code writes for screen readers and tooltips (aria-label,
 * title, placeholder, alt), the title and description, and the words the
 * server hands the page's elements for later (their data attributes and
 * <template>s). None may hold a phrase of the English catalogue. Text the page
 * itself marks as another language (`lang="en"`: a page the church has not
 * translated yet, its name for a series) is the church's, and is left out.
 * Beyond the site map: the pages it leaves out, the forms' answers with and
 * without their script, and the live page around each streamed service; the
 * signed pages behind real links and the e-mails: spanish-mail.spec.ts.
 */

const PHRASES = englishPhrases();

test("the English catalogue's phrases are found by the check (it can fail)", () => {
  expect(PHRASES.length).toBeGreaterThan(100);
  expect(englishOn(["Skip to content", "Join our email list"])).toEqual([
    "layout.skipLink: “Skip to content”",
    "layout.newsletter.heading: “Join our email list”",
  ]);
  // A message with placeholders is checked by the text around them; a phrase both languages share is not.
  expect(phrasesOf("Get the {app} app on Google Play")).toEqual(["Get the", "app on Google Play"]);
  expect(PHRASES.some(({ phrase }) => phrase === "Google Calendar")).toBe(false);
  expect(englishOn(["Lo sentimos, esta página no cargó."])).toEqual([]);
});

test("the check reads a page's text, attributes and the words its elements keep (it can fail)", async ({ page }) => {
  // The English home page, read as if it were Spanish.
  await page.goto("/");
  await waitForElements(page);
  await page.evaluate(() => document.documentElement.setAttribute("lang", "es"));
  const hits = englishOn(await wordsOf(page));
  expect(hits).toContain("layout.skipLink: “Skip to content”");
  // An attribute (the field's placeholder) and a word kept for the script (data-invalid).
  expect(hits).toContain("layout.newsletter.email: “Email Address”");
  expect(hits).toContain("layout.newsletter.invalid: “Please enter a valid email address”");
});

test("no Spanish page says anything in the English catalogue's words", async ({ page, request }) => {
  test.slow(); // every Spanish page of the site map
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = (await parseSitemap(Readable.from([xml]))).map((entry) => new URL(entry.url).pathname);
  const spanish = paths.filter((path) => path === "/es/" || path.startsWith("/es/"));
  const pages = [
    ...spanish.filter((path) => !/^\/es\/(series|message)\//.test(path)),
    spanish.find((path) => path.startsWith("/es/series/")),
    spanish.find((path) => path.startsWith("/es/message/")),
    // The pages the site map does not list: a form's own page, a missing page, a search with results.
    "/es/plan-visit",
    // The group finder filtered, a group's Ask to join page, a full group's, a link that does not work (issue 28).
    "/es/groups?day=tuesday&childcare=yes",
    "/es/groups/join?group=arcata-tuesday",
    "/es/groups/join?group=mckinleyville-wednesday",
    "/es/groups/answer?request=abc&sig=forged&answer=accept",
    "/es/watch/search?q=gracia",
    "/es/no-such-page/at-all",
    "/es/ministries/no-such-ministry",
    // A donor's link requests and the page Checkout returns to (issue 30).
    "/es/give/manage",
    "/es/give/statement",
    "/es/give/thanks",
    // The signed pages, opened without their link or with a forged one: the refusal. Behind a real link:
    // spanish-mail.spec.ts (the visit, the newsletter) and give-donor.spec.ts (a donor's).
    "/es/my-visit",
    `/es/newsletter/confirm?subscriber=${"0".repeat(32)}&sig=forged`,
    "/es/give/my-giving",
    "/es/give/statement/2025",
  ].filter((path): path is string => path !== undefined);
  expect(spanish.length).toBeGreaterThan(10);

  const found: string[] = [];
  for (const path of pages) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBeLessThan(500);
      // The page says it is Spanish: text marked otherwise is left out of the check.
      expect(await page.locator("html").getAttribute("lang"), path).toMatch(/^es\b/);
      await waitForElements(page);
      for (const hit of englishOn(await wordsOf(page))) found.push(`${path}  ${hit}`);
    });
  }
  expect(found, found.join("\n")).toEqual([]);
});

/** The English catalogue's phrases on the page as it is now, each named by `label`; the page must say it is Spanish. */
async function englishNow(page: Page, label: string, scripts = true): Promise<string[]> {
  expect(await page.locator("html").getAttribute("lang"), label).toMatch(/^es\b/);
  if (scripts) await waitForElements(page);
  return englishOn(await wordsOf(page)).map((hit) => `${label}  ${hit}`);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the answers a Spanish page's forms give: the plan's problems and thanks, the gift's problems, the sign-up's thanks", async ({
    page,
  }, testInfo) => {
    test.slow();
    const found: string[] = [];
    await page.goto("/es/visit");
    // A plain post of an empty plan: its problems, beside each field.
    await page.evaluate(() => document.querySelector<HTMLFormElement>("form.plan-visit-form")?.submit());
    await expect(page).toHaveURL(/\/es\/plan-visit$/);
    await expect(page.getByRole("alert").first()).toHaveText("Por favor, revise los campos señalados.");
    await expect(page.getByLabel("Su nombre")).toHaveAccessibleDescription("Por favor, escriba su nombre");
    found.push(...(await englishNow(page, "the plan's problems", false)));
    // Corrected, it is planned: the thanks on the page it came from.
    const form = page.locator("form.plan-visit-form");
    await form.getByLabel("Su nombre").fill("Ana López");
    await form.getByLabel("Correo electrónico", { exact: true }).fill(`ana.${testInfo.project.name}@example.org`);
    await form.getByLabel("Adultos").fill("2");
    await form.getByLabel("¿A qué servicio?").selectOption({ index: 1 });
    await form.getByRole("button", { name: "Planificar mi visita" }).click();
    await expect(page).toHaveURL(/\/es\/visit\?visit=emailed#plan-visit$/);
    await expect(page.getByRole("status").first()).toContainText("¡Gracias! Su visita está planificada.");
    found.push(...(await englishNow(page, "the plan's thanks", false)));

    // A gift whose amount is not one: the form comes back with its problem, in Spanish.
    await page.goto("/es/give");
    await page.getByRole("radio", { name: "Otro monto" }).check();
    await page.getByRole("textbox", { name: "Otro monto" }).fill("diez");
    await page.getByRole("button", { name: "Continuar al pago" }).click();
    await expect(page.getByText("Por favor, escriba el monto en dólares, como 50 o 12.50.").first()).toBeVisible();
    found.push(...(await englishNow(page, "the gift's problems", false)));

    // The newsletter's sign-up: its thanks, and its problem.
    await page.goto("/es/about");
    const signUp = page.locator("form.newsletter-form");
    await signUp.locator('input[type="email"]').fill(`lucia.${testInfo.project.name}@example.org`);
    await signUp.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/es\/about\?newsletter=received/);
    found.push(...(await englishNow(page, "the sign-up's thanks", false)));
    await page.goto("/es/about?newsletter=invalid");
    found.push(...(await englishNow(page, "the sign-up's problem", false)));
    expect(found, found.join("\n")).toEqual([]);
  });
});

test("the answers of a Spanish page's forms with their script: the plan dialog's problems and thanks, the sign-up's", async ({
  page,
}, testInfo) => {
  test.slow();
  const found: string[] = [];
  await page.goto("/es/visit");
  await waitForElements(page);
  await page.getByRole("button", { name: "Abrir el formulario para planificar su visita" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Su nombre").fill("Ana López");
  await dialog.getByLabel("Correo electrónico", { exact: true }).fill("ana@localhost");
  await dialog.getByRole("button", { name: "Agregar un niño" }).click();
  await dialog.getByLabel("Edad del niño 1").fill("4");
  await dialog.getByLabel("¿A qué servicio?").selectOption({ index: 1 });
  await dialog.getByRole("button", { name: "Planificar mi visita" }).click();
  await expect(dialog.getByLabel("Correo electrónico", { exact: true })).toHaveAccessibleDescription(
    "Por favor, escriba un correo electrónico válido",
  );
  found.push(...(await englishNow(page, "the dialog's problems")));
  await dialog.getByLabel("Correo electrónico", { exact: true }).fill(`ana.js.${testInfo.project.name}@example.org`);
  await dialog.getByRole("button", { name: "Planificar mi visita" }).click();
  await expect(dialog.getByRole("status")).toContainText("¡Gracias! Su visita está planificada.");
  found.push(...(await englishNow(page, "the dialog's thanks")));

  await page.goto("/es/about");
  await waitForElements(page);
  const signUp = page.locator("newsletter-signup");
  await signUp.locator('input[type="email"]').fill("not an address");
  await signUp.locator('input[type="email"]').blur();
  found.push(...(await englishNow(page, "the sign-up's problem")));
  await signUp.locator('input[type="email"]').fill(`lucia.js.${testInfo.project.name}@example.org`);
  await signUp.locator('button[type="submit"]').click();
  await expect(signUp.getByText("¡Gracias por suscribirse!")).toBeVisible();
  found.push(...(await englishNow(page, "the sign-up's thanks")));
  expect(found, found.join("\n")).toEqual([]);
});

test("the live page and the home page in Spanish around each streamed service: the notice, the countdown, the player, the recording", async ({
  page,
}) => {
  test.slow();
  // No internet here: the live-event player answers with an empty page.
  await page.route(/^https:\/\/(player\.)?vimeo\.com\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang='en'><title>Vimeo</title></html>" }),
  );
  expect(streamed.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const gathering of streamed) {
    const day = nextWeekday("2026-11-22", gathering.weekday);
    const clocks: [string, string][] = [
      ["four days before", demo.churchTime(addDays(day, -4), "10:00")],
      ...[-150, -30, 15, gathering.minutes + 30].map((minutes): [string, string] => [
        `${minutes} minutes from the start`,
        demo.churchTime(day, minutesFrom(gathering.start, minutes)),
      ]),
    ];
    for (const [when, clock] of clocks) {
      await setClock(page, clock);
      for (const path of ["/es/watch/live", "/es/"]) {
        await page.goto(path);
        // Half an hour before, the live page counts down (its words: the server's, in the element's data).
        if (path === "/es/watch/live" && when.startsWith("-30 ")) await expect(page.getByRole("timer")).toBeVisible();
        found.push(...(await englishNow(page, `${path} ${gathering.start} ${when}`)));
      }
    }
  }
  expect(found, found.join("\n")).toEqual([]);
});

test("the demo's ministry pages, /connect, groups and resources read in Spanish, with no untranslated note", async ({
  page,
}) => {
  // A tester found /es/connect (the Spanish home page's "Encuentre su siguiente paso") showing the English Serve.
  for (const path of [
    "/es/connect",
    "/es/ministries/serve",
    "/es/ministries/adults",
    "/es/ministries/kids",
    "/es/ministries/worship",
    "/es/ministries/youth",
    "/es/groups",
    "/es/resources",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }), path).not.toHaveAttribute("lang", /./);
    await expect(page.getByText("Esta página aún no está traducida."), path).toHaveCount(0);
  }
  await page.goto("/es/connect");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sirva");
  await expect(page.getByRole("link", { name: "¡Quiero servir!" })).toHaveAttribute("href", /\/es\/forms\/serve$/);
});
