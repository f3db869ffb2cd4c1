import { expect, test, type Page } from "@playwright/test";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expectNoSeriousA11yViolations, openForm, waitForElements } from "./support";

/**
 * Issue 35, what a tester found using the church's forms as a visitor (mostly in Spanish, at 390 px, with and
 * without JavaScript): long answers in Spanish letters, a required address when asked to be told, a baptism on
 * a Sunday, the problems' summary and the thank-you taking focus, one submission after Back and Send again,
 * and the choices beside their words.
 */

/** The form's own button (the newsletter's in the footer says "Enviar" too). */
const sendButton = (page: Page) => page.locator("form.site-form").getByRole("button", { name: /^(Enviar|Send)/ });

/** How many e-mails the journeys' SMTP server holds for `address`. */
function mailCount(address: string): number {
  const dir = process.env.E2E_MAIL_DIR as string;
  return readdirSync(dir)
    .filter((file) => file.endsWith(".eml"))
    .filter((file) =>
      new RegExp(`^To: .*${address.replace(/[.+]/g, "\\$&")}`, "m").test(readFileSync(path.join(dir, file), "utf8")),
    ).length;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a contact message of 3000 “ñ” (the form's limit) is sent and thanked in Spanish", async ({ page }) => {
    await openForm(page, "/es/forms/contact", false);
    await page.getByLabel(/^Su nombre/).fill("Ana Ruiz");
    await page.getByLabel(/^Su correo/).fill(`ana.enye.${Date.now()}@example.org`);
    await page
      .getByRole("group", { name: /^¿De qué/ })
      .getByRole("radio")
      .first()
      .check();
    await page.getByLabel(/^Su mensaje/).fill("ñ".repeat(3000));
    await sendButton(page).click();
    const thanks = page.getByRole("status").getByRole("heading", { name: /^Recibido: / });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
  });

  test("asking to be told, with no e-mail address, is refused beside the address, in Spanish and English", async ({
    page,
  }) => {
    for (const [start, address, told, message] of [
      ["/es", /^Su correo/, /^¿Desea que le avisemos/, "Por favor, responda también esta pregunta"],
      ["", /^Your e-mail/, /^Would you like us to tell you/, "Please answer this too"],
    ] as const) {
      await openForm(page, `${start}/forms/prayer`, false);
      await page.getByLabel(/^(Su nombre|Your name)/).fill("Ana");
      await page.getByLabel(/^(¿Cómo podemos|How can we)/).fill("Por mi madre en el hospital.");
      await page
        .getByRole("group", { name: told })
        .getByLabel(start ? "Sí" : "Yes", { exact: true })
        .check();
      await sendButton(page).click();
      await expect(page.getByLabel(address)).toHaveAccessibleDescription(new RegExp(message));
      const summary = page.locator("form.site-form").getByRole("alert");
      await expect(summary).toBeFocused();
      // Each answer to look at again is a link to its field.
      await summary.getByRole("link", { name: new RegExp(message) }).click();
      await expect(page.getByLabel(address)).toBeFocused();
    }
  });

  test("a Wednesday for a Sunday baptism is refused beside the date, in Spanish", async ({ page }) => {
    await openForm(page, "/es/forms/baptism", false);
    const wednesday = new Date(Date.now() + 30 * 86_400_000);
    wednesday.setUTCDate(wednesday.getUTCDate() + ((3 - wednesday.getUTCDay() + 7) % 7));
    await page.getByLabel(/^Su nombre/).fill("Ana Ruiz");
    await page.getByLabel(/^Su correo/).fill("ana.bautismo@example.org");
    await page
      .getByRole("group", { name: /^¿Quién se bautizaría/ })
      .getByLabel("Yo", { exact: true })
      .check();
    await page.getByLabel(/^Un domingo/).fill(wednesday.toISOString().slice(0, 10));
    await sendButton(page).click();
    await expect(page.getByLabel(/^Un domingo/)).toHaveAccessibleDescription(/Por favor, elija un domingo\./);
  });

  test("the prayer thank-you says thanks once, in both languages", async ({ page }) => {
    for (const [start, thanks] of [
      ["/es", /Gracias/g],
      ["", /Thank you/g],
    ] as const) {
      await openForm(page, `${start}/forms/prayer`, false);
      await page.getByLabel(/^(Su nombre|Your name)/).fill("Ana");
      await page.getByLabel(/^(¿Cómo podemos|How can we)/).fill("Por mi madre en el hospital.");
      await sendButton(page).click();
      const status = page.getByRole("status").filter({ has: page.getByRole("heading") });
      await expect(status).toBeVisible();
      expect((await status.innerText()).match(thanks)).toHaveLength(1);
    }
  });
});

test.describe("with JavaScript", () => {
  test("send, Back, Send again stores one; focus lands on the thank-you", async ({ page }) => {
    const sender = `ana.back.${Date.now()}@example.org`;
    await openForm(page, "/es/forms/contact", true);
    const fill = async () => {
      await page.getByLabel(/^Su nombre/).fill("Ana Ruiz");
      await page.getByLabel(/^Su correo/).fill(sender);
      await page
        .getByRole("group", { name: /^¿De qué/ })
        .getByRole("radio")
        .first()
        .check();
      await page.getByLabel(/^Su mensaje/).fill("¿A qué hora es el programa de niños?");
    };
    await fill();
    await sendButton(page).click();
    await expect(page.getByRole("heading", { name: /^Recibido: / })).toBeFocused();
    await expect.poll(() => mailCount(sender), { timeout: 15_000 }).toBe(1);
    await page.goBack();
    await expect(sendButton(page)).toBeVisible();
    await waitForElements(page);
    await fill();
    await sendButton(page).click();
    await expect(page.getByRole("heading", { name: /^Recibido: / })).toBeFocused();
    // The outbox sends within seconds: a second submission would have sent a second copy by now.
    await page.waitForTimeout(5_000);
    expect(mailCount(sender)).toBe(1);
  });
});

test("@widths each box and round sits beside its words; the problems' page passes axe", async ({ page }) => {
  await page.goto("/es/forms/serve");
  for (const control of await page.locator(".site-form input[type=checkbox], .site-form input[type=radio]").all()) {
    if (!(await control.isVisible())) continue;
    const id = await control.getAttribute("id");
    const box = (await control.boundingBox())!;
    const words = (await page.locator(`label[for="${id}"]`).boundingBox())!;
    expect(box.x + box.width, `${id} before its words`).toBeLessThanOrEqual(words.x);
    expect(
      Math.abs(box.y + box.height / 2 - (words.y + Math.min(words.height, 40) / 2)),
      `${id} on its line`,
    ).toBeLessThan(16);
  }
  await page.screenshot({ path: test.info().outputPath("serve.png"), fullPage: true });
  await sendButton(page).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
