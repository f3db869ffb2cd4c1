import { expect, test, type Page } from "@playwright/test";
import {
  contractEndpoints,
  controlledBy,
  newSubscription,
  stubCalls,
  stubPushService,
  workerContext,
} from "./church-app";
import { church } from "./demo";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";

/**
 * Issue 44, the notifications a person chooses, from the visitor's side: on
 * /app the element asks permission only on a press, subscribes with the
 * site's VAPID key and tells the site the topics (the contract's endpoints,
 * answered here in their shapes: tests/e2e/church-app.ts); it says plainly
 * what a browser cannot do. A push message and a sign-up's reminder:
 * church-app-push.spec.ts.
 */

const topic = (page: Page, name: RegExp | string) => page.getByRole("checkbox", { name });

test("a member turns on notifications for two topics, changes them, and switches them all off @widths", async ({
  browser,
}, testInfo) => {
  const context = await workerContext(browser, testInfo);
  try {
    await context.grantPermissions(["notifications"]);
    const subscription = newSubscription();
    await stubPushService(context, subscription);
    const page = await context.newPage();
    const site = await contractEndpoints(page);
    await page.goto("/app#notifications");
    await waitForElements(page);
    expect(await controlledBy(page)).toMatch(/\/sw\.js$/);

    // Nothing chosen: nothing asked of the browser or sent.
    await page.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(page.getByRole("status")).toHaveText("Choose at least one, or switch all notifications off.");
    expect(site.posts).toEqual([]);

    await topic(page, "When we go live").check();
    await topic(page, "News from the church").check();
    await page.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Notifications are on for this device: When we go live and News from the church.",
    );
    await expectNoSeriousA11yViolations(page);
    // Subscribed with the site's key, for notifications the person sees, and told the site in the page's language.
    const { subscribed } = await stubCalls(page);
    expect(subscribed).toEqual([{ userVisibleOnly: true, key: [...Buffer.from(site.publicKey, "base64url")] }]);
    const saved = site.posts.find((post) => post.path === "/push/subscriptions");
    expect(saved?.body).toEqual({ subscription, topics: ["live", "news"], language: "en" });
    expect(saved?.type).toBe("application/json");
    expect(saved?.xsrf, "a script's write carries the XSRF header (SPEC 7.4)").toBeTruthy();

    // Back later: the page shows what this device chose, from the site.
    await page.reload();
    await expect(topic(page, "When we go live")).toBeChecked();
    await expect(topic(page, "Reminders for events I signed up for")).not.toBeChecked();
    await topic(page, "News from the church").uncheck();
    await page.getByRole("button", { name: "Save my choices" }).click();
    await expect(page.getByRole("status")).toHaveText("Notifications are on for this device: When we go live.");
    expect(site.posts.at(-1)?.body).toMatchObject({ topics: ["live"] });

    await page.getByRole("button", { name: "Switch all notifications off" }).click();
    await expect(page.getByRole("status")).toHaveText("Notifications are off on this device.");
    expect(site.posts.at(-1)).toMatchObject({
      path: "/push/subscriptions/remove",
      body: { endpoint: subscription.endpoint },
    });
    expect((await stubCalls(page)).unsubscribed).toBe(1);
    await expect(topic(page, "When we go live")).not.toBeChecked();
    await expect(page.getByRole("button", { name: "Switch all notifications off" })).toBeHidden();
  } finally {
    await context.close();
  }
});

test("in Spanish, the topics, the answer and the language told to the site are Spanish", async ({
  browser,
}, testInfo) => {
  const context = await workerContext(browser, testInfo);
  try {
    await context.grantPermissions(["notifications"]);
    await stubPushService(context, newSubscription());
    const page = await context.newPage();
    const site = await contractEndpoints(page, [
      { name: "Campamento de primavera", date: "sábado, 14 de marzo de 2027" },
    ]);
    await page.goto("/es/app");
    await waitForElements(page);
    await topic(page, "Cuando estemos en vivo").check();
    await page.getByRole("button", { name: "Activar las notificaciones" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Las notificaciones están activadas en este dispositivo: Cuando estemos en vivo.",
    );
    expect(site.posts.at(-1)?.body).toMatchObject({ topics: ["live"], language: "es" });
    await page.reload();
    await expect(page.getByRole("status")).toHaveText(
      "Las notificaciones están activadas en este dispositivo: Cuando estemos en vivo. " +
        "Recordatorios en este dispositivo para: Campamento de primavera (sábado, 14 de marzo de 2027).",
    );
  } finally {
    await context.close();
  }
});

test("the page says plainly what this browser cannot do, and how to allow what it blocks @widths", async ({
  browser,
}, testInfo) => {
  // Blocked: the browser answers "denied" to the press (no permission was granted here).
  const blocked = await workerContext(browser, testInfo);
  try {
    const page = await blocked.newPage();
    const site = await contractEndpoints(page);
    await page.goto("/app");
    await waitForElements(page);
    await topic(page, "When we go live").check();
    await page.getByRole("button", { name: "Turn on notifications" }).click();
    await expect(page.getByRole("status")).toContainText("This browser blocks notifications from this site.");
    await expect(page.getByRole("status")).toContainText(`allow them for ${church.name}`);
    expect(site.posts).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  } finally {
    await blocked.close();
  }
  // An iPhone's Safari tab: Web Push comes only to the app on the home screen.
  const iphone = await workerContext(browser, testInfo, {
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.3 Mobile/15E148 Safari/604.1",
  });
  try {
    const page = await iphone.newPage();
    await page.goto("/app");
    await waitForElements(page);
    await expect(page.getByRole("status")).toHaveText(
      /^On an iPhone or iPad, notifications come only to the church's app/,
    );
    await expect(page.getByRole("button", { name: "Turn on notifications" })).toBeDisabled();
  } finally {
    await iphone.close();
  }
  // A browser without Web Push.
  const older = await workerContext(browser, testInfo);
  try {
    await older.addInitScript(() => Reflect.deleteProperty(window, "PushManager"));
    const page = await older.newPage();
    await page.goto("/es/app");
    await waitForElements(page);
    await expect(page.getByRole("status")).toHaveText(/^Este navegador no puede recibir notificaciones/);
  } finally {
    await older.close();
  }
});
