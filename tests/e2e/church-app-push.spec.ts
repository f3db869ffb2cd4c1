import { expect, test } from "@playwright/test";
import { contractEndpoints, controlledBy, newSubscription, stubPushService, workerContext } from "./church-app";
import { mailTo } from "./mail";
import { fillSummerCampSignUp } from "./registrations";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";

/**
 * Issue 44, what a notification does on the phone: the service worker shows a
 * push message as the site wrote it (Declarative Web Push's payload, shown by
 * the worker's own `push` handler where the browser has no declarative push),
 * the page it opens says where to change notifications, and "Remind me on this
 * phone" on a confirmed sign-up links that sign-up to the device's reminders.
 */

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
          body: "Toque para verlo.",
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
          body: "Toque para verlo.",
          lang: "es",
          tag: "notice-n7Kq2xY9",
          data: { navigate },
        },
      ]);

    // The notification's page (what a tap opens), drawn by the server: the line is there before any script.
    await page.goto(new URL(navigate).pathname + new URL(navigate).search);
    const note = page.getByRole("note").filter({ hasText: "Abrió esta página desde una de nuestras notificaciones." });
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
    await fillSummerCampSignUp(page, email);
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
