import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import ICAL from "ical.js";
import Stripe from "stripe";
import { FAKE_WEBHOOK_SECRET } from "../fakes/stripe-server";
import { church, eventStartOf } from "./demo";
import { addEvent, personAddress } from "./registrations";
import { actAsClient, clientAddress, inviteByCommand, mailTo, staffAddress } from "./staff";
import { stripeSiteForThisFile } from "./stripe-site";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 28, item 5, from the parent's form to Stripe's side and back, against
 * the production build with a Stripe test key, its client pointed at the fake
 * Stripe over HTTP (tests/e2e/stripe-site.ts), the giving issue's one Stripe
 * integration: two children signed up for the demo church's priced camp
 * ($20 a child) are $40 on Checkout; paid, the page says the places are
 * confirmed and the confirmation (answers, calendar invite read by ical.js)
 * comes from the real SMTP server; the signed webhook posted again changes
 * nothing. Left unpaid (Checkout's back link, the session expired at Stripe,
 * or the 15 minutes over on the site's clock), the places are free again. A
 * fee is not a gift: neither the treasurer's totals nor the donor's statement
 * count it. The forms are posted without JavaScript.
 */

// One site and one fake Stripe for the file, its journeys in order (the first one's payment is read by the last).
const site = stripeSiteForThisFile();

const CAMP = "Spring Break Kids' Camp";
const SIGN_UP = "/events/spring-break-camp/sign-up";

/** Each journey from an address of its own, as families on their own connections. */
async function asParent(page: Page, testInfo: TestInfo, label: string) {
  await actAsClient(page, clientAddress(testInfo, label));
}

/** The priced form filled in for two children, as a parent types it. */
async function signUpTwo(page: Page, email: string, answers: { allergies?: string; pickup?: string } = {}) {
  await page.getByLabel("Your name").fill("Rosa Vega");
  await page.getByLabel("Your e-mail address").fill(email);
  for (const [number, name] of [
    [1, "Lucia Vega"],
    [2, "Mateo Vega"],
  ] as const) {
    // With JavaScript, a second person's block comes with "Add a person" (issue 38); without it, it is there.
    const add = page.getByRole("button", { name: /^Add a person/ });
    if (number > 1 && (await add.isVisible())) await add.click();
    const person = page.getByRole("group", { name: `Person ${number}` });
    await person.getByLabel("Name").fill(name);
    await expect(person.getByLabel("Attending as")).toHaveValue("child");
  }
  if (answers.allergies) await page.getByLabel(/Any allergies/).fill(answers.allergies);
  if (answers.pickup) await page.getByLabel(/Who will pick/).fill(answers.pickup);
  await page.getByRole("button", { name: "Sign up" }).click();
}

/** The Checkout Session of the fake's hosted page (/c/pay/<id>). */
const sessionOfCheckout = (address: string) => new URL(address).pathname.split("/").pop()!;
const sessionIdOf = (page: Page) => sessionOfCheckout(page.url());

type RegistrationRow = { status: string; amount_cents: number | null; stripe_session_id: string | null };
const registrationsOf = (email: string) =>
  site.query<RegistrationRow>(
    "SELECT status, amount_cents, stripe_session_id FROM registrations WHERE email = ? ORDER BY created_at",
    email,
  );
const count = (sql: string, ...values: unknown[]) => site.query<{ n: number }>(sql, ...values)[0]!.n;

async function postWebhook(request: APIRequestContext, payload: string) {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
  const response = await request.post(`${site.url}/give/webhook`, {
    data: payload,
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
  });
  return { status: response.status(), body: (await response.json()) as { received: boolean } };
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a parent signs two children up for the priced camp, pays $40 on Checkout, is confirmed on return, and gets the confirmation with the answers and an invite; the webhook again changes nothing", async ({
    page,
    request,
  }, testInfo) => {
    const parent = personAddress("rosa", testInfo);
    const since = Date.now();
    await asParent(page, testInfo, "rosa");
    await page.goto(`${site.url}${SIGN_UP}`);
    await expect(page.getByRole("heading", { level: 1, name: `Sign up: ${CAMP}` })).toBeVisible();
    // The price per child is on the form, and that the fee is paid on the next page.
    await expect(
      page.getByRole("group", { name: "Person 1" }).getByRole("option", { name: "Child (5-11): $20 each" }),
    ).toBeAttached();
    await expect(page.getByText("The fee is paid by card on the next page")).toBeVisible();
    await signUpTwo(page, parent, { allergies: "Mateo: peanuts", pickup: "Grandma Elena" });

    // Stripe's hosted page (the fake's): both children, $40.
    await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
    await expect(page.getByText(`40.00 USD from ${parent}`)).toBeVisible();
    const sessionId = sessionIdOf(page);
    expect(registrationsOf(parent)).toEqual([
      { status: "pending_payment", amount_cents: 4000, stripe_session_id: sessionId },
    ]);
    await page.getByRole("button", { name: "Pay 40.00 USD" }).click();

    // Back on the site: the registration's page says it is paid and confirmed.
    await expect(page.getByRole("heading", { level: 1, name: "Your registration" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      "Thank you: your payment is complete and your places are confirmed. We have e-mailed you the details.",
    );
    await expect(page.getByRole("main")).toContainText("You are registered.");
    await expect(page.getByRole("main")).toContainText("Lucia Vega");
    await expect(page.getByRole("main")).toContainText("Grandma Elena");
    expect(registrationsOf(parent)).toEqual([
      { status: "confirmed", amount_cents: 4000, stripe_session_id: sessionId },
    ]);

    // The confirmation, from the real SMTP server: the answers, the place, the fee, and an invite read by ical.js.
    const confirmation = await mailTo(parent, since, 20_000);
    expect(confirmation.subject).toMatch(new RegExp(`^You are registered: ${CAMP}, `));
    for (const fact of ["Lucia Vega", "Mateo Vega", "Mateo: peanuts", "Grandma Elena", "Fellowship Hall", "$40"]) {
      expect(confirmation.text).toContain(fact);
    }
    const ics = confirmation.attachments.find((part) => part.contentType.startsWith("text/calendar"));
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString("utf8")));
    const invite = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect(invite.summary).toBe(`${CAMP} (${church.name})`);
    expect(invite.uid).toMatch(/^registration-[0-9a-f-]{36}@/);
    expect(invite.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
    expect(invite.startDate.toString()).toBe(`${eventStartOf("spring-break-camp").replace(" ", "T")}:00`);

    // Stripe sends checkout.session.completed again (signed): nothing changes, no second e-mail.
    const completed = site.stripe.fake.events.find(
      (event) => event.type === "checkout.session.completed" && (event.data.object as { id: string }).id === sessionId,
    )!;
    // Every e-mail queued to the parent (the outbox's payload names its recipient): the confirmation alone.
    const mailsQueued = () => count("SELECT COUNT(*) AS n FROM outbox WHERE instr(payload, ?) > 0", parent);
    const before = mailsQueued();
    expect(before).toBe(1);
    expect((await postWebhook(request, JSON.stringify(completed))).status).toBe(200);
    expect(registrationsOf(parent)).toEqual([
      { status: "confirmed", amount_cents: 4000, stripe_session_id: sessionId },
    ]);
    expect(mailsQueued()).toBe(before);
    // The fee is no gift.
    expect(count("SELECT COUNT(*) AS n FROM gifts WHERE donor_email = ?", parent)).toBe(0);
  });

  test("left unpaid, the places come back: Checkout's back link keeps them 15 minutes, the session expired at Stripe frees them, and so does the site's clock once the session's time is over", async ({
    page,
  }, testInfo) => {
    // A small retreat of the journey's own (the demo camp's 30 places show no count), $15 a child.
    const retreat = addEvent(
      testInfo,
      "retreat",
      "  capacity: 5\n  perSignUpLimit: 4\n  attendeeTypes:\n    - id: child\n      name: Child\n      price: 1500\n",
    );
    const signUp = `${site.url}/events/${retreat.id}/sign-up`;
    // The date's places left, beside its date (shown under ten).
    const placesLeft = async (count: number) => {
      await page.goto(signUp);
      await expect(page.getByRole("main")).toContainText(`· ${count} places left`, { timeout: 1000 });
    };
    await asParent(page, testInfo, "ines");
    await expect(async () => placesLeft(5)).toPass({ timeout: 15_000 });

    // Ines leaves Checkout by its back link: her two places are held, the page says so, and the form counts them.
    const ines = personAddress("ines", testInfo);
    await signUpTwo(page, ines);
    await expect(page.getByText(`30.00 USD from ${ines}`)).toBeVisible();
    const first = sessionIdOf(page);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByRole("status")).toHaveText(
      /^Your payment was not completed\. Your places stay held until .+; you may try again\.$/,
    );
    await expect(page.getByRole("button", { name: "Pay and confirm" })).toBeVisible();
    await placesLeft(3);

    // The session expires at Stripe (checkout.session.expired, signed, to the webhook): the places are free again.
    await site.stripe.fake.expire(first);
    await expect.poll(() => registrationsOf(ines).map((row) => row.status)).toEqual(["expired"]);
    await placesLeft(5);

    // Another parent starts and walks away. 16 minutes later on the site's clock his places still count, since
    // Checkout could still take his payment (the minute's check closes the session at Stripe, on the real
    // clock); once the session's own 31 minutes are over, Stripe takes no payment and they count no more.
    await asParent(page, testInfo, "omar");
    const omar = personAddress("omar", testInfo);
    await page.goto(signUp);
    await signUpTwo(page, omar);
    await expect(page.getByText(`30.00 USD from ${omar}`)).toBeVisible();
    await placesLeft(3);
    await actAsClient(page, clientAddress(testInfo, "omar"), new Date(Date.now() + 16 * 60_000));
    await placesLeft(3);
    await actAsClient(page, clientAddress(testInfo, "omar"), new Date(Date.now() + 32 * 60_000));
    await placesLeft(5);
  });
});

test("a registration fee is not a gift: the treasurer's totals and the donor's year-end statement count only the gift", async ({
  page,
  request,
}, testInfo) => {
  // A parent pays $40 for the camp (the form posted as a browser without JavaScript does) and gives $30 as well.
  const donor = personAddress("pia", testInfo);
  const signUp = await request.post(`${site.url}${SIGN_UP}`, {
    form: {
      date: "once",
      contactName: "Pia Lund",
      email: donor,
      "person-1-name": "Ava Lund",
      "person-1-type": "child",
      "person-2-name": "Eli Lund",
      "person-2-type": "child",
      website: "",
    },
    headers: { Origin: site.url, "X-Forwarded-For": clientAddress(testInfo, "pia") },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBe(303);
  await site.stripe.fake.pay(sessionOfCheckout(signUp.headers().location!));
  await expect
    .poll(() => registrationsOf(donor).map((row) => [row.status, row.amount_cents]))
    .toEqual([["confirmed", 4000]]);
  const gift = await request.post(`${site.url}/give`, {
    form: { amount: "other", otherAmount: "30", fund: "general", frequency: "once", name: "Rosa Vega", email: donor },
    headers: { Origin: site.url },
    maxRedirects: 0,
  });
  expect(gift.status()).toBe(303);
  await site.stripe.fake.pay(sessionOfCheckout(gift.headers().location!));
  await expect.poll(() => count("SELECT COUNT(*) AS n FROM gifts WHERE status = 'paid'")).toBe(1);

  // The treasurer: one gift of $30, and $30 in all.
  const treasurer = staffAddress(testInfo, "treasurer");
  const link = await inviteByCommand(treasurer, "treasurer", "Tess Treasurer", {
    dataDir: site.dataDir,
    port: Number(new URL(site.url).port),
  });
  await actAsClient(page, clientAddress(testInfo, "treasurer"));
  await page.goto(`${site.url}${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Security" })).toBeVisible();
  await page.goto(`${site.url}/admin/giving`);
  await page.getByLabel("Donor's e-mail").fill(donor);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByRole("region", { name: /^Gifts/ }).locator("tbody tr")).toHaveCount(1);
  const totals = page.getByRole("region", { name: "Totals by fund and month" });
  await expect(totals.getByRole("row").filter({ hasText: "All funds, all months" })).toContainText("$30.00");
  await expect(totals).not.toContainText("$40");

  // The donor's statement for this year: the gift, not the fee.
  const since = Date.now();
  const year = String(new Date().getUTCFullYear());
  await page.context().clearCookies();
  await page.goto(`${site.url}/give/statement`);
  await page.getByLabel("E-mail address").fill(donor);
  await page.getByLabel("Year").selectOption(year);
  await page.getByRole("button", { name: "E-mail me my statement" }).click();
  const mail = await mailTo(donor, since, 20_000);
  const statementLink = [...(mail.text ?? "").matchAll(/https?:\/\/[^\s)\]>]+/g)]
    .map((found) => new URL(found[0]))
    .find((url) => url.pathname === `/give/statement/${year}`)!;
  await page.goto(`${site.url}${statementLink.pathname}${statementLink.search}`);
  const statement = page.getByRole("article", { name: `Statement of gifts for ${year}` });
  await expect(statement.getByRole("row", { name: /Total \$30\.00/ })).toBeVisible();
  await expect(statement).not.toContainText("$40");
  await expect(statement).not.toContainText(CAMP);
});

test("the priced sign-up form, the registration held while unpaid, and the paid one pass an accessibility scan @widths", async ({
  page,
}, testInfo) => {
  await asParent(page, testInfo, "lena");
  await page.goto(`${site.url}${SIGN_UP}`);
  await expectNoSeriousA11yViolations(page);
  await signUpTwo(page, personAddress("lena", testInfo));
  await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByRole("button", { name: "Pay and confirm" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Pay and confirm" }).click();
  await page.getByRole("button", { name: "Pay 40.00 USD" }).click();
  await expect(page.getByRole("status")).toContainText("your places are confirmed");
  await expectNoSeriousA11yViolations(page);
});

test("without Stripe credentials (a fresh clone), the demo's stand-in for Checkout takes the camp's fee and the places are confirmed @widths", async ({
  page,
}, testInfo) => {
  // The journeys' own server has no Stripe key: the demo church pays on its built-in imitation of Stripe.
  const parent = personAddress("nora", testInfo);
  await asParent(page, testInfo, "nora");
  await page.goto(SIGN_UP);
  await signUpTwo(page, parent);
  await expect(page).toHaveURL(/\/give\/demo-checkout\?session=cs_test_\w+$/);
  await expect(page.getByRole("main")).toContainText(`$40 for ${CAMP}: Child (5-11)`);
  await expect(page.getByRole("main")).toContainText("no card is asked for and no money moves");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("button", { name: "Pay $40" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Thank you: your payment is complete and your places are confirmed. We have e-mailed you the details.",
  );
  await expect(page.getByRole("main")).toContainText("You are registered.");
  await expect(page.getByRole("main")).toContainText("Mateo Vega");

  // The same from a Spanish page: the stand-in in Spanish, and back to the registration's Spanish page.
  await page.goto(`/es${SIGN_UP}`);
  await page.getByLabel("Su nombre").fill("Nora Díaz");
  await page.getByLabel("Su correo electrónico").fill(personAddress("nora-es", testInfo));
  await page.getByRole("group", { name: "Persona 1" }).getByLabel("Nombre").fill("Lucía Díaz");
  await page.getByRole("button", { name: /^Añadir una persona/ }).click();
  await page.getByRole("group", { name: "Persona 2" }).getByLabel("Nombre").fill("Mateo Díaz");
  await page.getByRole("button", { name: "Inscribirse" }).click();
  await expect(page).toHaveURL(/\/es\/give\/demo-checkout\?session=cs_test_\w+$/);
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await page.getByRole("button", { name: "Pagar $40" }).click();
  await expect(page).toHaveURL(/\/es\/my-registration\?/);
  await expect(page.getByRole("status")).toHaveText(
    "Gracias: su pago está completo y sus lugares están confirmados. Le enviamos los detalles por correo.",
  );
});
