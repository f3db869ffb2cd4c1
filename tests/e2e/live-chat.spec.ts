import { expect, test, type Browser, type Page } from "@playwright/test";
import { addDays } from "./content";
import { firstStreamFrom, minutesAfter } from "./demo-words";
import { actAsClient, clientAddress, inviteByCommand, signInWithLink, staffAddress } from "./staff";
import { expectNoSeriousA11yViolations, waitForElements } from "./support";

/**
 * Issue 45: the chat beside the stream on /watch/live, between real browsers, each a person of their own
 * (a browser context, its own client address), on the site's clock set to a streamed service of the demo
 * church: each journey takes a week of its own, so no journey meets another's chat.
 */

/** No internet here: the live-event player answers with an empty page. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/(player\.)?vimeo\.com\//, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><html lang='en'><title>Vimeo live</title></html>",
    }),
  );
});

/**
 * Twenty minutes into the demo's streamed service in the week `weeks` after 1 November 2026 (the phone's run of
 * a journey ten weeks later than the desktop's, so the two never share a chat).
 */
function serviceClock(weeks: number): Date {
  const phone = test.info().project.name === "phone" ? 10 : 0;
  const stream = firstStreamFrom(addDays("2026-11-01", 7 * (weeks + phone)));
  return new Date(minutesAfter(stream.startsAt, 20));
}

async function person(browser: Browser, label: string, now: Date, path = "/watch/live"): Promise<Page> {
  const context = await browser.newContext();
  await context.route(/^https:\/\/(player\.)?vimeo\.com\//, (route) =>
    route.fulfill({ contentType: "text/html", body: "" }),
  );
  const page = await context.newPage();
  await actAsClient(page, clientAddress(test.info(), label), now);
  await page.goto(path);
  await waitForElements(page);
  return page;
}

/** The chat's panel: its heading is "Chat" in both languages. */
const chat = (page: Page) => page.getByRole("region", { name: "Chat", exact: true });

async function join(page: Page, name: string, label = "Your name in the chat", button = "Join the chat") {
  await chat(page).getByLabel(label).fill(name);
  await chat(page).getByRole("button", { name: button }).click();
}

async function say(page: Page, text: string, label = "Message", button = "Send") {
  await chat(page).getByLabel(label, { exact: true }).fill(text);
  await chat(page).getByRole("button", { name: button, exact: true }).click();
}

const messages = (page: Page, name: string | RegExp) => chat(page).getByRole("list", { name });
// Four people at once, and a sign-in: more than a one-page journey's time on two busy cores.
test.describe.configure({ timeout: 90_000 });

test("@widths two people chat, one on the English page and one on the Spanish, each message in its writer's language", async ({
  browser,
}) => {
  const now = serviceClock(0);
  const ana = await person(browser, "ana", now);
  const luis = await person(browser, "luis", now, "/es/watch/live");
  await join(ana, "Ana");
  await join(luis, "Luis", "Su nombre en el chat", "Entrar al chat");
  // Once a name is chosen its form goes, and only the message box is left.
  await expect(chat(luis).getByLabel("Su nombre en el chat")).toBeHidden();
  await expect(chat(luis).getByLabel("Mensaje", { exact: true })).toBeVisible();
  await say(ana, "Good morning, everyone! See https://example.org/notes");
  const fromAna = messages(luis, "Mensajes").getByText("Good morning, everyone! See https://example.org/notes", {
    exact: true,
  });
  await expect(fromAna).toBeVisible();
  await expect(fromAna).toHaveAttribute("lang", "en");
  // A viewer's link shows as text, not as a link.
  await expect(messages(luis, "Mensajes").getByRole("link")).toHaveCount(0);
  // From the keyboard: Enter sends.
  await chat(luis).getByLabel("Mensaje", { exact: true }).fill("¡Buenos días a todos!");
  await chat(luis).getByLabel("Mensaje", { exact: true }).press("Enter");
  const fromLuis = messages(ana, "Messages").getByText("¡Buenos días a todos!", { exact: true });
  await expect(fromLuis).toBeVisible();
  await expect(fromLuis).toHaveAttribute("lang", "es");
  // Markup is shown as it was typed, and runs nowhere.
  let dialogs = 0;
  luis.on("dialog", () => (dialogs += 1));
  await say(ana, "<img src=x onerror=alert(1)><script>alert(2)</script>");
  await expect(
    messages(luis, "Mensajes").getByText("<img src=x onerror=alert(1)><script>alert(2)</script>"),
  ).toBeVisible();
  expect(dialogs).toBe(0);
  // The name is remembered on this device.
  await ana.reload();
  await waitForElements(ana);
  await expect(ana.getByLabel("Message", { exact: true })).toBeVisible();
  await expect(ana.getByLabel("Your name in the chat")).toBeHidden();
  await expect(messages(ana, "Messages").getByText("¡Buenos días a todos!")).toBeVisible();
  await expectNoSeriousA11yViolations(ana);
  await expectNoSeriousA11yViolations(luis);
  // At 320 px nothing runs off the side: the chat and its Send button fit the screen.
  await ana.setViewportSize({ width: 320, height: 640 });
  expect(await ana.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const send = (await chat(ana).getByRole("button", { name: "Send", exact: true }).boundingBox())!;
  expect(send.x + send.width).toBeLessThanOrEqual(320);
  // At 200 % zoom on a 375 px phone (about 187 px of CSS width) the stage and the chat still fit.
  await ana.setViewportSize({ width: 187, height: 400 });
  const panel = (await chat(ana).boundingBox())!;
  expect(panel.x + panel.width).toBeLessThanOrEqual(187);
  await ana.context().close();
  await luis.context().close();
});

test("a host deletes a message, mutes its writer for a day and sends a moment: everyone sees it @desktop", async ({
  browser,
}) => {
  const now = serviceClock(1);
  const hostEmail = staffAddress(test.info(), "host");
  const host = await (await browser.newContext()).newPage();
  await actAsClient(host, clientAddress(test.info(), "host"));
  await signInWithLink(host, await inviteByCommand(hostEmail, "host", "Grace Host"));
  await actAsClient(host, clientAddress(test.info(), "host"), now);
  await host.goto("/watch/live");
  await waitForElements(host);
  await expect(host.getByRole("heading", { name: "Hosting" })).toBeVisible();
  const troll = await person(browser, "troll", now);
  const viewer = await person(browser, "viewer", now, "/es/watch/live");
  await join(troll, "Troll");
  await say(troll, "buy my stuff");
  await expect(messages(viewer, "Mensajes").getByText("buy my stuff")).toBeVisible();
  await host.getByRole("button", { name: "Delete the message from Troll" }).click();
  await expect(messages(viewer, "Mensajes").getByText("buy my stuff")).toHaveCount(0);
  await say(troll, "still here");
  await host.getByRole("button", { name: "Mute Troll for 24 hours and delete their messages" }).click();
  await expect(messages(viewer, "Mensajes").getByText("still here")).toHaveCount(0);
  await say(troll, "let me back");
  await expect(troll.getByText(/A host has paused your messages until .* 2026/).first()).toBeVisible();
  await expect(messages(viewer, "Mensajes").getByText("let me back")).toHaveCount(0);
  // A host's message carries the badge; a moment reaches everyone in their own language.
  await say(host, "Welcome! Today's notes: https://example.org/notes");
  await expect(messages(viewer, "Mensajes").getByRole("link", { name: "https://example.org/notes" })).toBeVisible();
  await expect(messages(viewer, "Mensajes").getByText("Anfitrión")).toBeVisible();
  await host.getByLabel("Moment", { exact: true }).selectOption({ label: "Plan a visit" });
  await host.getByRole("button", { name: "Send the moment" }).click();
  await expect(viewer.getByRole("link", { name: /Planee su visita/ })).toHaveAttribute("href", "/es/plan-visit");
  await expect(troll.getByRole("link", { name: /Plan a visit/ })).toHaveAttribute("href", "/plan-visit");
  // The staff see who watched: three devices (the host's among them), three at once at the peak.
  await host.goto("/admin/live");
  const service = host.getByRole("table").getByRole("row").nth(1);
  await expect(service.getByRole("cell")).toHaveText(["3", "3", /\d/]);
  for (const width of [1280, 375]) {
    await host.setViewportSize({ width, height: 800 });
    await expectNoSeriousA11yViolations(host);
  }
  for (const page of [host, troll, viewer]) await page.context().close();
});

test("a request for prayer is private to the person and the hosts, and with consent reaches the prayer team @desktop", async ({
  browser,
}) => {
  const now = serviceClock(2);
  const ownerEmail = staffAddress(test.info(), "owner");
  const host = await (await browser.newContext()).newPage();
  await actAsClient(host, clientAddress(test.info(), "owner"));
  await signInWithLink(host, await inviteByCommand(ownerEmail, "owner", "Pastor Jo"));
  await actAsClient(host, clientAddress(test.info(), "owner"), now);
  await host.goto("/watch/live");
  await waitForElements(host);
  const maria = await person(browser, "maria", now, "/es/watch/live");
  const third = await person(browser, "third", now);
  await join(maria, "María", "Su nombre en el chat", "Entrar al chat");
  await maria.getByRole("button", { name: "Pedir oración" }).click();
  const prayer = maria.getByRole("region", { name: "Oración con un anfitrión" });
  await prayer.getByLabel("Su mensaje a los anfitriones").fill("Por favor oren por mi madre.");
  await prayer.getByRole("button", { name: "Enviar" }).click();
  await expect(prayer.getByText("Un anfitrión estará con usted en un momento.")).toBeVisible();
  const hosting = host.getByRole("region", { name: "Hosting" });
  await expect(hosting.getByText("María asks for prayer")).toBeVisible();
  await hosting.getByRole("button", { name: "Take: María" }).click();
  await hosting.getByLabel("Your reply to María").fill("Estoy aquí, María.");
  await hosting.getByLabel("Your reply to María").press("Enter");
  await expect(prayer.getByText("Pastor Jo está con usted.")).toBeVisible();
  await expect(prayer.getByText("Estoy aquí, María.")).toBeVisible();
  await hosting.getByRole("button", { name: "End the conversation: María" }).click();
  await prayer.getByRole("button", { name: "Sí, pásela" }).click();
  await expect(prayer.getByText("Gracias. Su conversación está con nuestro equipo de oración.")).toBeVisible();
  // A third viewer saw none of it.
  await expect(third.getByText("Por favor oren por mi madre.")).toHaveCount(0);
  await expect(third.getByText("Estoy aquí, María.")).toHaveCount(0);
  // The prayer team's list has it, private as the prayer form is.
  await host.goto("/admin/forms/prayer");
  await expect(host.getByRole("row").filter({ hasText: "María" })).toBeVisible();
  for (const page of [host, maria, third]) await page.context().close();
});

test("before its time the chat is a note, and its script is not fetched @desktop", async ({ browser }) => {
  const twoDaysBefore = new Date(serviceClock(4).getTime() - 2 * 86_400_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  const chatScripts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("liveChat")) chatScripts.push(request.url());
  });
  await actAsClient(page, clientAddress(test.info(), "early"), twoDaysBefore);
  await page.goto("/watch/live");
  await waitForElements(page);
  await expect(chat(page).getByText("The chat opens with the stream.")).toBeVisible();
  await expect(chat(page).getByRole("textbox")).toHaveCount(0);
  expect(chatScripts).toEqual([]);
  await context.close();
});

test("without JavaScript: the stream, and a note that the chat needs it @desktop", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await actAsClient(page, clientAddress(test.info(), "nojs"), serviceClock(3));
  await page.goto("/watch/live");
  await expect(chat(page).getByRole("heading", { name: "Chat" })).toBeVisible();
  await expect(page.getByRole("region", { name: /live now/ })).toBeVisible();
  // The note is the panel's <noscript>, which a browser without JavaScript shows (Chromium with scripts switched
  // off by Playwright parses it so, but does not draw it: its markup is read instead).
  expect(await chat(page).locator("noscript").innerHTML()).toContain(
    "The chat beside the stream needs JavaScript. The stream plays without it.",
  );
  await expect(chat(page).getByRole("textbox")).toHaveCount(0);
  await context.close();
});
