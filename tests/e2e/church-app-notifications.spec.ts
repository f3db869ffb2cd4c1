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
import { mailTo } from "./mail";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";

/**
 * Issue 44, the notifications a person chooses, from the visitor's side: on
 * /app the element asks permission only on a press, subscribes with the
 * site's VAPID key and tells the site the topics (the contract's endpoints,
 * answered here in their shapes: tests/e2e/church-app.ts); it says plainly
 * what a browser cannot do; a push message is shown by the service worker,
 * and the page it opens says where to change notifications.
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

test("a push message is shown by the worker as the site wrote it, and its page says where to change notifications", async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await workerContext(browser, testInfo);
  try {
    await context.grantPermissions(["notifications"]);
    const page = await context.newPage();
    await page.goto("/app");
    await controlledBy(page);
    // The push service's delivery, as Chromium's DevTools hand a message to the worker.
    const devtools = await context.newCDPSession(page);
    const registered = new Promise<{ registrationId: string }[]>((resolve) =>
      devtools.on("ServiceWorker.workerRegistrationUpdated", (event) => resolve(event.registrations)),
    );
    await devtools.send("ServiceWorker.enable");
    const [registration] = await registered;
    const navigate = `${baseURL}/es/watch/live?notice=n7Kq2xY9`;
    await devtools.send("ServiceWorker.deliverPushMessage", {
      origin: baseURL!,
      registrationId: registration!.registrationId,
      data: JSON.stringify({
        web_push: 8030,
        notification: {
          title: "En vivo: servicio del domingo",
          body: "Toca para verlo.",
          navigate,
          lang: "es",
          tag: "notice-n7Kq2xY9",
        },
      }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, lang, tag, data }) => ({
            title,
            body,
            lang,
            tag,
            data,
          })),
        ),
      )
      .toEqual([
        {
          title: "En vivo: servicio del domingo",
          body: "Toca para verlo.",
          lang: "es",
          tag: "notice-n7Kq2xY9",
          data: { navigate },
        },
      ]);

    // The notification's page (what a tap opens), drawn by the server: the line is there before any script.
    await page.goto(new URL(navigate).pathname + new URL(navigate).search);
    const note = page
      .getByRole("note")
      .filter({ hasText: "Abriste esta página desde una de nuestras notificaciones." });
    await note.getByRole("link", { name: "Notificaciones: cambiar o desactivar" }).click();
    await expect(page).toHaveURL(/\/es\/app#notifications$/);
  } finally {
    await context.close();
  }
});

test("“Remind me on this phone” on a confirmed sign-up links it to this device's reminders", async ({
  browser,
}, testInfo) => {
  test.slow();
  const context = await workerContext(browser, testInfo, {
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${200 + (testInfo.workerIndex % 50)}` },
  });
  try {
    await context.grantPermissions(["notifications"]);
    const subscription = newSubscription();
    await stubPushService(context, subscription);
    const page = await context.newPage();
    const email = `remind.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
    await page.goto("/events/summer-day-camp/sign-up");
    await page.getByLabel("Your name").fill("Ana Ruiz");
    await page.getByLabel("Your e-mail address").fill(email);
    const person = page.getByRole("group", { name: "Person 1" });
    await person.getByLabel("Name").fill("Mia Ruiz");
    await person.getByLabel("Age").fill("7");
    await person.getByLabel("Attending as").selectOption({ label: "Child (5-11)" });
    await page.getByLabel("T-shirt size").selectOption("Kids M");
    await page
      .getByRole("group", { name: /May we take photos/ })
      .getByLabel("Yes")
      .check();
    await page.getByRole("button", { name: "Sign up" }).click();
    const [mail] = await mailTo(email);
    const link = new URL(/https?:\/\/[^\s)\]]+\/sign-ups\/confirm\?[^\s)\]]+/.exec(mail!.text ?? "")![0]);

    const site = await contractEndpoints(page);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Confirm my sign-up" }).click();
    await expect(page.getByText(/are confirmed/)).toBeVisible();
    await waitForElements(page);
    await page.getByRole("button", { name: "Remind me on this phone" }).click();
    await expect(page.getByRole("status").filter({ hasText: "remind" })).toHaveText(
      "We will remind you on this phone the day before.",
    );
    expect(site.posts.at(-1)).toMatchObject({
      path: "/push/subscriptions",
      body: { subscription, topics: ["reminders"], language: "en", registration: link.search.slice(1) },
    });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Notifications: change or switch off" }).click();
    await expect(page).toHaveURL(/\/app#notifications$/);
  } finally {
    await context.close();
  }
});
