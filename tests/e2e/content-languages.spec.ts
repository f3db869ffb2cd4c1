import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { pageAt } from "./demo";
import { expectNoSeriousA11yViolations } from "./support";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";

/**
 * Content in two languages in the staff editor (issue 27, decision 041): a
 * page beside its Spanish translation, each text editable next to the
 * original; saving writes the translation file, read back here with a YAML
 * parser; a translation that drops a placeholder is refused and nothing is
 * written. On the editor's own server and copy of the demo church.
 */

test.describe.configure({ timeout: 90_000 });

const folder = () => process.env.E2E_EDITOR_CONTENT_DIR!;
const read = (file: string): string | null => {
  try {
    return readFileSync(path.join(folder(), file), "utf8");
  } catch {
    return null;
  }
};

async function signedInEditor(page: Page, testInfo: TestInfo): Promise<void> {
  const link = await inviteByCommand(staffAddress(testInfo, "translator"), "editor");
  await actAsClient(page, clientAddress(testInfo, "translator"));
  await signInWithLink(page, link);
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
}

test("an editor translates an untranslated page side by side, and the translation file holds only its texts @widths", async ({
  page,
}, testInfo) => {
  // Each width translates a page of its own: both run on the same copy of the demo church (the editor's,
  // never content/redwood-coast). The demo has their Spanish: this journey takes it away from its copy first,
  // and waits until the site shows the page untranslated.
  const [pagePath, file] =
    testInfo.project.name === "editor-phone" ? ["/groups", "pages/groups"] : ["/resources", "pages/resources"];
  const give = pageAt(pagePath);
  rmSync(path.join(folder(), `${file}.es.yaml`), { force: true });
  expect(read(`${file}.es.yaml`), `${file}.yaml must have no translation for this journey`).toBeNull();
  await expect
    .poll(async () => (await page.request.get(`/es${pagePath}`)).text(), { timeout: 20_000 })
    .toContain("Esta página aún no está traducida.");
  await signedInEditor(page, testInfo);

  // /admin/content lists what is not translated yet.
  await page.goto("/admin/content");
  const list = page.getByRole("region", { name: "Spanish" });
  const entry = list.getByRole("listitem").filter({ hasText: give.title });
  await expect(entry).toContainText("not translated yet");
  await entry.getByRole("link", { name: give.title }).click();

  await expect(page.getByRole("heading", { name: `${file}.yaml in Spanish` })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText(["Text", "English", "Spanish"]);
  // The original's title beside its (empty) translation.
  const titleRow = table.getByRole("row").filter({ has: page.getByText("title", { exact: true }) });
  await expect(titleRow.getByRole("cell").first()).toHaveText(give.title);
  await expect(titleRow.getByRole("cell").first()).toHaveAttribute("lang", "en");
  const status = page.getByRole("status").filter({ hasText: /not translated yet\.$/ });
  const before = Number((await status.textContent())?.match(/\d+/)?.[0]);
  expect(before).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page);

  const title = `Página traducida ${testInfo.project.name}`;
  await page.getByLabel("Spanish: title", { exact: true }).fill(title);
  await page.getByRole("button", { name: "Save the translation" }).click();
  await expect(page.getByText("The translation is saved and live.")).toBeVisible();
  await expect(page.getByLabel("Spanish: title", { exact: true })).toHaveValue(title);
  const left = before - 1;
  await expect(status).toHaveText(`${left} ${left === 1 ? "text is" : "texts are"} not translated yet.`);

  // The file holds the translated text alone, nothing of the original's.
  expect(parse(read(`${file}.es.yaml`) ?? "")).toEqual({ title });

  await page.goto("/admin/content");
  const listed = page
    .getByRole("region", { name: "Spanish" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `${title} (Spanish)`, exact: true }) });
  await expect(listed).toContainText("translated");
  await expect(listed).not.toContainText("not translated yet");
});

test("a translation that drops the original's placeholder is refused beside what it broke, and nothing is written @desktop", async ({
  page,
}, testInfo) => {
  await signedInEditor(page, testInfo);
  const before = read("pages/about.es.yaml");
  await page.goto("/admin/translate/pages/about.yaml?language=es");
  const heading = page.getByLabel("Spanish: heading", { exact: true });
  await expect(heading).toHaveValue("Conozca {church}");
  await heading.fill("Conozca nuestra iglesia");
  await page.getByRole("button", { name: "Save the translation" }).click();
  await expect(page.getByText("The translation was not saved:")).toBeVisible();
  await expect(page.getByText(/heading: must keep the original's placeholders exactly \(\{church\}\)/)).toBeVisible();
  expect(read("pages/about.es.yaml")).toBe(before);
});

test("an event, with its sign-up's questions, translates side by side at its own address @desktop", async ({
  page,
}, testInfo) => {
  // Not in the Translations list (it lists pages): docs/staff-guide.md gives the address.
  await signedInEditor(page, testInfo);
  await page.goto("/admin/translate/events/parenting-class.yaml?language=es");
  await expect(page.getByRole("heading", { name: "events/parenting-class.yaml in Spanish" })).toBeVisible();
  await expect(page.getByLabel("Spanish: name", { exact: true })).toHaveValue("Clase para padres");
  await expect(page.getByLabel("Spanish: registration.questions[0].label", { exact: true })).toHaveValue(
    "¿Cuántos niños necesitan cuidado y qué edades tienen?",
  );
});
