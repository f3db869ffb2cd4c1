import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { journeyServerEnv } from "../../scripts/lib/journey-server-env.mjs";
import { siteMapPaths } from "./site-map";
import { controlledBy, workerContext } from "./church-app";
import { ROOT } from "./content";
import { church, timeZone } from "./demo";
import { churchDate } from "./registrations";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 44, "offline, never stale": the service worker keeps the public pages
 * a person read and the offline page in each language, and serves them only
 * when the network fails; online every page comes from the network, and a
 * new release's pages come on the next load. Never a form, the staff area or
 * a signed link. The network is cut in Chromium (`context.setOffline`).
 */

/** The church-zone date a copy kept now is labelled with ("December 6, 2026"), at both ends of the journey. */
function churchDay(language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long", timeZone }).format(Date.now());
}

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const savedNote = (page: Page) => page.getByRole("note").filter({ hasText: /^(Saved copy from|Copia guardada el)/ });

test("offline, the pages read before come from the worker as saved copies; others give the offline page; forms and the staff area never @widths", async ({
  browser,
  request,
}, testInfo) => {
  test.slow();
  const sermon = (await siteMapPaths(request)).find((pathname) => pathname.startsWith("/message/"))!;
  const context = await workerContext(browser, testInfo);
  try {
    const page = await context.newPage();
    await page.goto("/app");
    await controlledBy(page);
    const read = ["/", "/visit", "/events", sermon, "/es/visit", "/forms/prayer", "/admin/sign-in"];
    const headings = new Map<string, string>();
    const days = new Set([churchDay("en-US")]);
    for (const path of read) {
      await page.goto(path);
      headings.set(path, (await heading(page).textContent())!);
      await expect(savedNote(page)).toHaveCount(0);
    }
    days.add(churchDay("en-US"));

    await context.setOffline(true);
    for (const path of ["/", "/visit", "/events", sermon]) {
      await page.goto(path);
      await expect(heading(page), path).toHaveText(headings.get(path)!);
      await expect(savedNote(page), path).toHaveText(
        new RegExp(
          `^Saved copy from (${[...days].join("|")})\\D.*: you are offline, so this page may have changed since\\.$`,
        ),
      );
    }
    await expectNoSeriousA11yViolations(page);
    await page.goto("/es/visit");
    await expect(heading(page)).toHaveText(headings.get("/es/visit")!);
    await expect(savedNote(page)).toHaveText(/^Copia guardada el \d+ de [a-z]+ de \d{4}\D.*: no tiene conexión/);

    // A page never read: the offline page, in the page's language, with this week's services and the address.
    await page.goto("/about");
    await expect(heading(page)).toHaveText("You are offline");
    await expect(page.getByRole("list").filter({ hasText: "Sunday" }).getByRole("listitem").first()).toHaveText(
      /^Sunday, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} (AM|PM) /,
    );
    await expect(page.getByRole("main").getByRole("link", { name: church.address.street, exact: false })).toBeVisible();
    await expect(savedNote(page)).toHaveText(/^Saved copy from /);
    await page.goto("/es/groups");
    await expect(heading(page)).toHaveText("No tiene conexión");

    // Read online, but a form page is never kept: offline it is the offline page, not the form.
    await page.goto("/forms/prayer");
    await expect(heading(page)).toHaveText("You are offline");
    await expect(page.getByRole("main").getByRole("textbox")).toHaveCount(0);
    // The staff area is never in the worker's hands: the browser's own "no connection".
    await expect(page.goto("/admin/sign-in")).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);

    // Back online: the network's page, not the copy.
    await context.setOffline(false);
    await page.goto("/visit");
    await expect(heading(page)).toHaveText(headings.get("/visit")!);
    await expect(savedNote(page)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("the offline page in each language has no form and passes an accessibility scan @widths", async ({ page }) => {
  for (const path of ["/offline", "/es/offline"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // Shown when nothing can be sent: no newsletter sign-up, nor any other form, to type into in vain.
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await expect(page.locator("form")).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  }
});

/** The built site from `buildDir` with `contentDir`, on `port`, until it answers /healthz. */
async function serve(buildDir: string, contentDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...journeyServerEnv(),
      BUILD_DIR: buildDir,
      CONTENT_DIR: contentDir,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "church-app-release-")),
      PORT: String(port),
      DEMO: "true",
      SITE_SECRET: "",
    },
    stdio: "ignore",
  });
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/healthz`).then(
          (answer) => answer.status,
          () => 0,
        ),
      // Asked every 100 ms: the default steps grow to a second, and each start waited up to that long for nothing.
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(200);
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

test("a new release: its pages come on the next load, and the worker of the release before goes with its copies @desktop", async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  // Two deploys of the site on one address: this build, then the same with one more file (a new release)
  // and a notice the church posted with it, so its pages differ from the first's.
  const port = await freePort();
  const first = mkdtempSync(path.join(tmpdir(), "church-app-content-"));
  cpSync(path.join(ROOT, "content/redwood-coast"), first, { recursive: true });
  const second = mkdtempSync(path.join(tmpdir(), "church-app-content-"));
  cpSync(first, second, { recursive: true });
  const notice = "New this week: the hall has a ramp at the east door.";
  writeFileSync(
    path.join(second, "alerts.yaml"),
    `alerts:\n  - text: "${notice}"\n    level: info\n    starts: "${churchDate(-1)} 00:00"\n    ends: "${churchDate(30)} 00:00"\n`,
  );
  const staged = mkdtempSync(path.join(tmpdir(), "church-app-build-"));
  const nextBuild = path.join(staged, "build");
  cpSync(path.join(ROOT, process.env.BUILD_DIR ?? "build"), nextBuild, { recursive: true });
  // Node finds a build's packages from its real path: the copy's beside this checkout's node_modules.
  symlinkSync(path.join(ROOT, "node_modules"), path.join(staged, "node_modules"), "dir");
  writeFileSync(path.join(nextBuild, "client", "assets", "release-notes-2.txt"), "the next release\n");

  let server = await serve(process.env.BUILD_DIR ?? "build", first, port);
  const context = await workerContext(browser, testInfo, { baseURL: `http://127.0.0.1:${port}` });
  try {
    const page = await context.newPage();
    await page.goto("/app");
    await controlledBy(page);
    await page.goto("/visit");
    const releaseOf = () =>
      page.evaluate(async () => [...new Set((await caches.keys()).map((name) => name.replace(/^\w+-/, "")))]);
    const before = await releaseOf();
    expect(before).toHaveLength(1);

    await stop(server);
    server = await serve(nextBuild, second, port);
    // The next load: the new release's page, from the network.
    await page.goto("/visit");
    await expect(page.getByText(notice)).toBeVisible();
    await expect(savedNote(page)).toHaveCount(0);
    // The browser found the new worker on that load: it takes over and deletes the copies of the release before.
    await expect.poll(releaseOf, { timeout: 30_000 }).toEqual([expect.not.stringMatching(before[0]!)]);
    await page.goto("/visit");
    await context.setOffline(true);
    await page.goto("/visit");
    await expect(savedNote(page)).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
  } finally {
    await context.close();
    await stop(server);
  }
});
