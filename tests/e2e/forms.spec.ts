import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { formFile, type FormFile } from "../../app/content/schema/index";
import { ROOT } from "./content";
import { church } from "./demo";
import { mailTo } from "./mail";
import { openForm, setClock, waitForElements } from "./support";

/**
 * Issue 35: the demo church's own forms, each sent in English and Spanish,
 * with and without JavaScript; a field shown by another's answer; bad input
 * answered beside its field in the page's language; the office's notice and
 * the sender's copy read from the journeys' SMTP server. The labels come from
 * the server's copy of forms/<id>.yaml and its .es.yaml, never written here.
 */

const DIR = process.env.E2E_CONTENT_DIR ?? path.join(ROOT, "content/redwood-coast");
type Language = "en" | "es";

/** A form's words in a language: the .es.yaml's labels over the original's, field by field. */
function formIn(id: string, language: Language): FormFile {
  const form = formFile.parse(parse(readFileSync(path.join(DIR, `forms/${id}.yaml`), "utf8")));
  if (language === "en") return form;
  const words = parse(readFileSync(path.join(DIR, `forms/${id}.es.yaml`), "utf8")) as {
    title: string;
    submitLabel?: string;
    fields: { label?: string; options?: { label?: string }[] }[];
  };
  return {
    ...form,
    title: words.title,
    submitLabel: words.submitLabel ?? form.submitLabel,
    fields: form.fields.map((field, index) => ({
      ...field,
      label: words.fields[index]?.label ?? field.label,
      options: field.options?.map((option, at) => ({
        ...option,
        label: words.fields[index]?.options?.[at]?.label ?? option.label,
      })),
    })),
  };
}

const WORDS = {
  en: { yes: "Yes", no: "No", thanks: /^Received: /, required: "Please answer this question." },
  es: { yes: "Sí", no: "No", thanks: /^Recibido: /, required: "Por favor, responda esta pregunta." },
};

/** What each demo form is sent with, by field id: text, an option's value, or several. */
const ANSWERS: Record<string, Record<string, string | string[]>> = {
  prayer: {
    name: "Ana",
    email: "ana.prayer@example.org",
    request: "For my mother in hospital.",
    "tell-me": "yes",
    wall: "yes",
    anonymous: "yes",
  },
  contact: { name: "Ana Ruiz", email: "ana.contact@example.org", topic: "visit", message: "When do kids meet?" },
  baptism: { name: "Ana Ruiz", email: "ana.baptism@example.org", "for-whom": "my-child", "child-age": "6" },
  "connect-card": {
    name: "Ana Ruiz",
    visit: "first-time",
    "next-steps": ["groups"],
    "wants-call": "yes",
    "call-time": "Evenings",
  },
  serve: {
    name: "Ana Ruiz",
    email: "ana.serve@example.org",
    teams: ["kids", "coffee"],
    age: "34",
    "background-check": "yes",
  },
};

const start = (language: Language, id: string) => `${language === "es" ? "/es" : ""}/forms/${id}`;
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

async function answer(page: Page, form: FormFile, language: Language, answers: Record<string, string | string[]>) {
  for (const field of form.fields) {
    const value = answers[field.id];
    if (value === undefined) continue;
    if (field.type === "consent") {
      await page.getByRole("checkbox", { name: labelled(field.label) }).check();
    } else if (field.type === "yes-no" || field.type === "choice" || field.type === "choices") {
      const group = page.getByRole("group", { name: labelled(field.label) });
      for (const chosen of [value].flat()) {
        const option =
          field.type === "yes-no"
            ? WORDS[language][chosen as "yes" | "no"]
            : field.options!.find((o) => o.value === chosen)!.label;
        await group.getByLabel(option, { exact: true }).check();
      }
    } else {
      await page.getByLabel(labelled(field.label)).fill(String(value));
    }
  }
}

for (const withScript of [false, true]) {
  test.describe(withScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: withScript });
    for (const id of Object.keys(ANSWERS)) {
      for (const language of ["en", "es"] as const) {
        test(`${id} (${language}) is sent and thanked`, async ({ page }) => {
          const form = formIn(id, language);
          await openForm(page, start(language, id), withScript);
          await expect(page.getByRole("heading", { level: 1, name: form.title })).toBeVisible();
          await answer(page, form, language, ANSWERS[id]!);
          await page
            .getByRole("form", { name: form.title })
            .getByRole("button", { name: form.submitLabel ?? (language === "es" ? "Enviar" : "Send") })
            .click();
          await expect(page.getByRole("status").getByRole("heading", { name: WORDS[language].thanks })).toBeVisible();
        });
      }
    }
  });
}

test("a question asked only on another's answer: always shown with its note without JavaScript, hidden until then with it", async ({
  browser,
}) => {
  const form = formIn("connect-card", "en");
  const call = form.fields.find((field) => field.id === "call-time")!;
  const plain = await browser.newPage({ javaScriptEnabled: false });
  await plain.goto("/forms/connect-card");
  await expect(plain.getByLabel(labelled(call.label))).toBeVisible();
  await expect(
    plain.getByText("Only if you answered “Yes” to “Would you like someone to call you?”", { exact: true }),
  ).toBeVisible();
  const scripted = await browser.newPage();
  await scripted.goto("/forms/connect-card");
  await waitForElements(scripted);
  await expect(scripted.getByLabel(labelled(call.label))).toBeHidden();
  await scripted
    .getByRole("group", { name: labelled(form.fields.find((f) => f.id === "wants-call")!.label) })
    .getByLabel("Yes")
    .check();
  await expect(scripted.getByLabel(labelled(call.label))).toBeVisible();
  await plain.close();
  await scripted.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("bad answers come back beside their fields in the page's language, and a form sent too fast is refused", async ({
    page,
  }) => {
    // Two posts: longer than one journey on a busy machine.
    test.slow();
    const form = formIn("contact", "es");
    const message = form.fields.find((field) => field.id === "message")!;
    await openForm(page, "/es/forms/contact", false);
    await page.getByLabel(labelled(form.fields[1]!.label)).fill("no-es-un-correo@");
    // The browser's own checks would stop it: the server's are the ones that count.
    await page.evaluate(() => document.querySelector<HTMLFormElement>("form.site-form")?.submit());
    await expect(page.getByRole("form", { name: form.title }).getByRole("alert")).toContainText(
      "respuestas necesitan otra mirada",
    );
    await expect(page.getByLabel(labelled(message.label))).toHaveAccessibleDescription(WORDS.es.required);
    await expect(page.getByLabel(labelled(form.fields[1]!.label))).toHaveAccessibleDescription(
      "Por favor, escriba un correo electrónico, como nombre@ejemplo.com.",
    );
    await expect(page.getByLabel(labelled(form.fields[1]!.label))).toHaveValue("no-es-un-correo@");

    // Sent the instant the page came: no person reads that fast.
    await setClock(page, new Date().toISOString());
    await page.goto("/forms/contact");
    await page.evaluate(() => document.querySelector<HTMLFormElement>("form.site-form")?.submit());
    await expect(page.getByRole("form", { name: formIn("contact", "en").title }).getByRole("alert")).toContainText(
      "That was quicker than anyone can read this form",
    );
  });

  test("the office is told with the answers; the sender's receipt, in the language of the page they used, repeats none of their words", async ({
    page,
  }) => {
    const sender = `ana.copy.${Date.now()}@example.org`;
    const form = formIn("contact", "es");
    await openForm(page, "/es/contact", false);
    await answer(page, form, "es", { ...ANSWERS.contact!, email: sender });
    await page.getByRole("form", { name: form.title }).getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByRole("status").getByRole("heading", { name: WORDS.es.thanks })).toBeVisible();
    await expect(
      page.getByText(
        "Un aviso de que lo recibimos va en camino al correo electrónico que nos dio. No repite lo que escribió.",
      ),
    ).toBeVisible();
    const [copy] = await mailTo(sender);
    expect(copy!.subject).toBe(`Su formulario «${form.title}» para ${church.name}`);
    // Decision 068: a receipt, never a relay: the option chosen in the church's words, nothing the sender typed.
    const topic = form.fields
      .find((field) => field.id === "topic")!
      .options!.find((option) => option.value === "visit");
    expect(copy!.text).toContain(topic!.label);
    expect(copy!.text).not.toContain("When do kids meet?");
    expect(copy!.text).not.toContain("Ana Ruiz");
    const notice = (await mailTo("office@redwoodcoast.example")).find((mail) => mail.replyTo?.text.includes(sender));
    expect(notice?.subject).toBe("Contact us: from Ana Ruiz");
    expect(notice?.text).toContain("Visiting for the first time");
    expect(notice?.text).toMatch(/\/admin\/forms\/contact\/[\w-]+/);
  });
});
