import { expect, test, type Page } from "@playwright/test";
import { controlledBy, stubPushService, workerContext } from "./church-app";
import { startPushSite, type PushSite } from "./push-site";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { waitForElements } from "./support";

/**
 * Issue 44, both halves together, nothing of the site stubbed: a member turns on two topics on /es/app (the
 * page's own script, the real /push/key and /push/subscriptions), an editor sends an announcement in both
 * languages from /admin/notifications, the real outbox signs and encrypts it for the suite's fake push
 * service, which decrypts it as the phone would; the phone's worker shows what the fake received, and its
 * page carries the server's line. Only the browser's push service is stood in for: headless Chromium has
 * none to reach, so its PushManager answers with a subscription on the fake (whose keys the fake holds).
 * The journeys of each half alone: church-app-notifications.spec.ts, church-app-push.spec.ts,
 * admin-notifications.spec.ts, tests/integration/push-durability.test.ts.
 */

test.describe.configure({ mode: "default", timeout: 90_000 });

let site: PushSite;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startPushSite();
});
test.afterAll(async () => {
  await site?.stop();
});

const topic = (page: Page, name: string) => page.getByRole("checkbox", { name });

/** What this device's subscription is on the site now, asked as the page's script asks (XSRF header, same origin). */
function stateOnSite(page: Page, endpoint: string): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (endpoint) => {
    const token = () => /(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1];
    if (!token()) await fetch("/xsrf", { cache: "no-store" });
    const answer = await fetch("/push/subscriptions/state", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        "x-xsrf-token": decodeURIComponent(token() ?? ""),
      },
      body: JSON.stringify({ endpoint }),
    });
    return { status: answer.status, body: await answer.json() };
  }, endpoint);
}

test("a member's Spanish phone gets the editor's announcement in Spanish, shown by the worker, and switching off deletes it on the site", async ({
  browser,
}, testInfo) => {
  const phone = await workerContext(browser, testInfo, { baseURL: site.url });
  const office = await browser.newContext({ baseURL: site.url });
  try {
    // The member, on the App page in Spanish.
    await phone.grantPermissions(["notifications"]);
    const subscription = site.push.newSubscription();
    await stubPushService(phone, subscription);
    const member = await phone.newPage();
    await member.goto("/es/app#notifications");
    await waitForElements(member);
    await controlledBy(member);
    await topic(member, "Cuando estemos en vivo").check();
    await topic(member, "Noticias de la iglesia").check();
    await member.getByRole("button", { name: "Activar las notificaciones" }).click();
    const on =
      "Las notificaciones están activadas en este dispositivo: Cuando estemos en vivo y Noticias de la iglesia.";
    await expect(member.getByRole("status")).toHaveText(on);
    // Kept by the site: the page, loaded again, reads its choices back from the server.
    await member.reload();
    await expect(member.getByRole("status")).toHaveText(on);
    await expect(topic(member, "Noticias de la iglesia")).toBeChecked();
    expect(await stateOnSite(member, subscription.endpoint)).toEqual({
      status: 200,
      body: { topics: ["live", "news"], language: "es", events: [] },
    });

    // An editor, at the office, sends an announcement now. The site's clock is the real one (the outbox that
    // sends it runs on no other), and the church's zone makes it early afternoon: outside the quiet hours.
    const staff = await office.newPage();
    await actAsClient(staff, clientAddress(testInfo, "together"), new Date());
    await signInWithLink(staff, await inviteByCommand(staffAddress(testInfo, "together"), "editor", undefined, site));
    await staff.goto("/admin/notifications/new");
    const english = staff.getByRole("group", { name: "In English" });
    const spanish = staff.getByRole("group", { name: "In Spanish" });
    await english.getByLabel("Title").fill("Meal train for the Garcias");
    await english.getByLabel("Text").fill("Sign up to bring a meal this week.");
    await spanish.getByLabel("Title").fill("Comidas para los García");
    await spanish.getByLabel("Text").fill("Inscríbete para llevar una comida esta semana.");
    await staff.getByLabel("Page it opens").fill("/visit");
    await expect(staff.getByLabel("Phones that asked for news from the church (1)")).toBeChecked();
    await staff.getByRole("button", { name: "Send" }).click();
    await expect(staff.getByRole("status")).toContainText("“Meal train for the Garcias” will go on");

    // The push service gets it, signed with the site's key, and the phone reads it in Spanish.
    await expect.poll(() => site.push.messages.length, { timeout: 20_000 }).toBe(1);
    expect(site.push.problems).toEqual([]);
    const [message] = site.push.messages;
    expect(message!.endpoint).toBe(subscription.endpoint);
    // An announcement is kept for a phone that is off until a day after it was written.
    expect(message!.headers.urgency).toBe("normal");
    expect(message!.headers.ttl).toBeGreaterThan(86_400 - 120);
    expect(message!.headers.ttl).toBeLessThanOrEqual(86_400);
    const notification = message!.payload.notification;
    expect(message!.payload.web_push).toBe(8030);
    expect(notification).toMatchObject({
      title: "Comidas para los García",
      body: "Inscríbete para llevar una comida esta semana.",
      lang: "es",
    });
    // The Spanish page on the site's own address, carrying the notice's id for the open count.
    expect(notification.navigate).toMatch(new RegExp(`^${site.url}/es/visit\\?notice=[\\w-]+$`));
    const navigate = new URL(String(notification.navigate));

    // The push service hands it to the phone: Chromium's DevTools deliver it to the page's worker.
    const devtools = await phone.newCDPSession(member);
    const registered = new Promise<{ registrationId: string }[]>((resolve) =>
      devtools.on("ServiceWorker.workerRegistrationUpdated", (event) => resolve(event.registrations)),
    );
    await devtools.send("ServiceWorker.enable");
    const [registration] = await registered;
    await devtools.send("ServiceWorker.deliverPushMessage", {
      origin: site.url,
      registrationId: registration!.registrationId,
      data: JSON.stringify(message!.payload),
    });
    const shown = () =>
      member.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, lang, data }) => ({
          title,
          body,
          lang,
          navigate: (data as { navigate: string }).navigate,
        })),
      );
    await expect.poll(shown).toEqual([
      {
        title: "Comidas para los García",
        body: "Inscríbete para llevar una comida esta semana.",
        lang: "es",
        navigate: navigate.href,
      },
    ]);

    // A tap opens its page in Spanish, with the server's line, and the office sees it opened.
    await member.goto(`${navigate.pathname}${navigate.search}`);
    await expect(
      member.getByRole("note").filter({ hasText: "Abrió esta página desde una de nuestras notificaciones." }),
    ).toBeVisible();
    const row = staff.getByRole("row").filter({ hasText: "Meal train for the Garcias" });
    await expect(async () => {
      await staff.goto("/admin/notifications");
      // When, then status, went to, failed, opened.
      await expect(row.getByRole("cell")).toHaveText([/\d/, "Sent", "1", "0", "1"], { timeout: 1_000 });
    }).toPass();

    // All off on the App page: the site forgets this device.
    await member.goto("/es/app#notifications");
    await waitForElements(member);
    await member.getByRole("button", { name: "Desactivar todas las notificaciones" }).click();
    await expect(member.getByRole("status")).toHaveText("Las notificaciones están desactivadas en este dispositivo.");
    expect(await stateOnSite(member, subscription.endpoint)).toEqual({ status: 404, body: { error: "unknown" } });
  } finally {
    await phone.close();
    await office.close();
  }
});
