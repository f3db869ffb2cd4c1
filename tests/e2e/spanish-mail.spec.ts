import { expect, test, type Browser, type Page } from "@playwright/test";
import { Parser as HtmlParser } from "htmlparser2";
import type { ParsedMail } from "mailparser";
import { calendarInvite, htmlLanguage } from "../support/mail-parts";
import { church } from "./demo";
import { englishOn, wordsOf } from "./english-phrases";
import { mailTo, manageLinkOf } from "./mail";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";

/**
 * Issue 27, item 6: everything sent in the visitor's language. A visit planned
 * on the Spanish page, then changed and cancelled from its e-mails' link, and a
 * sign-up to the e-mail list on a Spanish page, confirmed from its e-mail: each
 * e-mail as the journeys' SMTP server received it (mailparser), its HTML's
 * language (htmlparser2), its calendar invite (ical.js), and not one phrase of
 * the English catalogue in it; the pages its links lead to are Spanish too.
 * The forms are sent as plain posts, from a browser without JavaScript, the
 * quickest way through on a busy machine (the scripts' answers are
 * spanish-pages.spec.ts's); the pages the links lead to are read, and scanned
 * by axe at both widths, with it. The reminder the day
 * before is sent by the server's own clock, which a journey cannot move: its
 * Spanish is checked against a real SMTP server in
 * app/features/visits/visit-mail-language.server.test.ts.
 */

/** Runs `steps` in a browser without JavaScript (a plain form post). */
async function withoutScripts<T>(browser: Browser, steps: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await steps(await context.newPage());
  } finally {
    await context.close();
  }
}

function address(name: string, testInfo: { project: { name: string }; testId: string }): string {
  return `${name}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

/** What the e-mail says in English catalogue's words: its subject, its text and its HTML's text. */
function englishInMail(mail: ParsedMail, label: string): string[] {
  let htmlText = "";
  const parser = new HtmlParser({
    ontext(text) {
      htmlText += text;
    },
  });
  parser.write(typeof mail.html === "string" ? mail.html : "");
  parser.end();
  return englishOn([mail.subject ?? "", mail.text ?? "", htmlText]).map((hit) => `${label}  ${hit}`);
}

async function englishOnPage(page: Page, label: string): Promise<string[]> {
  expect(await page.locator("html").getAttribute("lang"), label).toMatch(/^es\b/);
  await waitForElements(page);
  return englishOn(await wordsOf(page)).map((hit) => `${label}  ${hit}`);
}

test("a visit planned on the Spanish page: confirmation, change and cancellation in Spanish, and the change-or-cancel page in Spanish @widths", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = address("ana", testInfo);
  const found: string[] = [];
  await withoutScripts(browser, async (plain) => {
    await plain.goto("/es/visit");
    const form = plain.locator("form.plan-visit-form");
    await form.getByLabel("Su nombre").fill("Ana López");
    await form.getByLabel("Correo electrónico", { exact: true }).fill(email);
    await form.getByLabel("Adultos").fill("2");
    await form.getByLabel("Edades de los niños").fill("4, 7");
    await form.getByLabel("¿A qué servicio?").selectOption({ index: 1 });
    await form.getByRole("button", { name: "Planificar mi visita" }).click();
    await expect(plain).toHaveURL(/\/es\/visit\?visit=emailed#plan-visit$/);
  });

  const [confirmation] = await mailTo(email);
  expect(confirmation!.subject).toMatch(
    new RegExp(`^Su visita a ${church.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: `),
  );
  expect(htmlLanguage(confirmation!)).toBe("es");
  expect(confirmation!.text).toContain("2 adultos y 2 niños (de 4 y 7 años)");
  const invite = calendarInvite(confirmation!)!;
  expect(invite.method).toBe("PUBLISH");
  expect(invite.summary).toMatch(new RegExp(` en ${church.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  expect(invite.description).toContain("Para cambiar o cancelar su visita:");
  found.push(...englishInMail(confirmation!, "the confirmation"));

  // Its link opens the Spanish change-or-cancel page.
  const link = manageLinkOf(confirmation!);
  expect(link).toMatch(/^\/es\/my-visit\?/);
  await page.goto(link);
  await expect(page.getByRole("region", { name: "Su plan, Ana López" })).toContainText("2 adultos y 2 niños");
  found.push(...(await englishOnPage(page, "the change-or-cancel page")));
  await expectNoSeriousA11yViolations(page);

  // Moved to another Sunday: the page says so in Spanish, and so does the e-mail.
  const change = page.getByRole("region", { name: "Venga otro día" });
  await change.getByLabel("¿A qué servicio?").selectOption({ index: 1 });
  await change.getByRole("button", { name: "Cambiar mi visita" }).click();
  await expect(page.getByRole("status")).toContainText("Su visita ahora es el");
  await expect(page.getByRole("status")).toContainText("Le enviamos por correo los nuevos detalles");
  found.push(...(await englishOnPage(page, "the page after the change")));
  await expectNoSeriousA11yViolations(page);
  const changed = (await mailTo(email, 2))[1]!;
  expect(changed.subject).toMatch(/ ahora es el /);
  expect(htmlLanguage(changed)).toBe("es");
  expect(calendarInvite(changed)!.method).toBe("PUBLISH");
  found.push(...englishInMail(changed, "the change"));

  // Cancelled: the page and the e-mail, with the invite that removes the calendar entry.
  await page.getByRole("button", { name: "Cancelar mi visita" }).click();
  await expect(page.getByRole("heading", { name: "Esta visita está cancelada" })).toBeVisible();
  found.push(...(await englishOnPage(page, "the page after the cancellation")));
  await expectNoSeriousA11yViolations(page);
  const cancelled = (await mailTo(email, 3))[2]!;
  expect(cancelled.subject).toMatch(/^Cancelada: su visita a /);
  expect(htmlLanguage(cancelled)).toBe("es");
  expect(calendarInvite(cancelled)!.method).toBe("CANCEL");
  found.push(...englishInMail(cancelled, "the cancellation"));
  expect(found, found.join("\n")).toEqual([]);
});

test("a sign-up on a Spanish page: the confirmation e-mail in Spanish, and its link's page confirms in Spanish @widths", async ({
  page,
  browser,
}, testInfo) => {
  test.slow();
  const email = address("lucia", testInfo);
  const found: string[] = [];
  await withoutScripts(browser, async (plain) => {
    await plain.goto("/es/about");
    const signUp = plain.locator("form.newsletter-form");
    await signUp.locator('input[type="email"]').fill(email);
    await signUp.locator('button[type="submit"]').click();
    await expect(plain).toHaveURL(/\/es\/about\?newsletter=received/);
  });

  const [mail] = await mailTo(email);
  expect(mail!.subject).toBe(`Confirme su suscripción a la lista de correo de ${church.name}`);
  expect(htmlLanguage(mail!)).toBe("es");
  found.push(...englishInMail(mail!, "the sign-up's e-mail"));
  const link = /https?:\/\/\S+\/newsletter\/confirm\?subscriber=[0-9a-f]{32}&sig=[\w-]+/.exec(mail!.text ?? "")?.[0];
  expect(link).toBeDefined();
  const { pathname, search } = new URL(link!);
  expect(pathname).toBe("/es/newsletter/confirm");

  await page.goto(`${pathname}${search}`);
  await expect(page.getByRole("heading", { name: "Confirme su suscripción" })).toBeVisible();
  found.push(...(await englishOnPage(page, "the confirmation page")));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
  await expect(page).toHaveURL(/\/es\/newsletter\/confirm\?/);
  await expect(page.getByRole("status")).toContainText("su suscripción está confirmada");
  found.push(...(await englishOnPage(page, "the page once confirmed")));
  await expectNoSeriousA11yViolations(page);
  expect(found, found.join("\n")).toEqual([]);
});

test("a gift on the Spanish page: the demo's checkout, the thanks and the receipt in Spanish @widths", async ({
  page,
}, testInfo) => {
  test.slow();
  const email = address("rosa", testInfo);
  const found: string[] = [];
  await page.goto("/es/give");
  await page.getByRole("radio", { name: "Otro monto" }).check();
  await page.getByRole("textbox", { name: "Otro monto" }).fill("20");
  await page.getByLabel("Su nombre").fill("Rosa Díaz");
  await page.getByLabel("Su correo electrónico").fill(email);
  await page.getByRole("button", { name: "Continuar al pago" }).click();
  await expect(page.getByRole("heading", { name: "Pago de demostración" })).toBeVisible();
  found.push(...(await englishOnPage(page, "the demo's checkout")));
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: /^Pagar / }).click();
  await expect(page.getByRole("heading", { name: "¡Gracias!" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/es/give/thanks");
  found.push(...(await englishOnPage(page, "the thanks")));
  await expectNoSeriousA11yViolations(page);

  const [receipt] = await mailTo(email);
  expect(receipt!.subject).toBe(`Recibo de su ofrenda a ${church.name}`);
  expect(htmlLanguage(receipt!)).toBe("es");
  found.push(...englishInMail(receipt!, "the receipt"));
  expect(found, found.join("\n")).toEqual([]);
});
