import { expect, test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import Stripe from "stripe";
import { FAKE_WEBHOOK_SECRET } from "../fakes/stripe-server";
import { church } from "./demo";
import { mailTo } from "./staff";
import { stripeSiteForThisFile } from "./stripe-site";
import { expectNoSeriousA11yViolations } from "./support";

/**
 * Issue 30 from the donor's form to Stripe's side and back, against the
 * production build with a Stripe test key, its client pointed at the fake
 * Stripe over HTTP (tests/e2e/stripe-site.ts): a one-time gift from the form
 * through Checkout to the thank-you page the server checks and the receipt
 * read from the real SMTP server; the cancel path back to the filled form,
 * without JavaScript; bad input that makes nothing at Stripe; a monthly gift
 * whose invoices are paid, fail and are refunded, every event signed with the
 * library's generateTestHeaderString and posted over HTTP to POST
 * /give/webhook; duplicates, events out of order and unsigned ones.
 */

// One site and one fake Stripe for the file, its journeys in order (the fake's record is read between them).
const site = stripeSiteForThisFile();

const TEST_MODE = "Test mode: no real money moves. Use Stripe's test card 4242 4242 4242 4242.";

function donorAddress(testInfo: TestInfo, label: string): string {
  return `${label}.${testInfo.project.name}.${testInfo.testId.slice(0, 8)}@example.org`;
}

async function fillDonor(page: Page, name: string, email: string) {
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Your e-mail").fill(email);
}

const otherAmount = (page: Page) => page.getByRole("textbox", { name: "Other amount" });

/** Every e-mail to `to` since `since`, `count` of them, each read by mailparser from the SMTP server's folder. */
async function mailsTo(to: string, since: number, count: number): Promise<ParsedMail[]> {
  const mails: ParsedMail[] = [];
  while (mails.length < count)
    mails.push(
      await mailTo(
        to,
        since,
        20_000,
        mails.map((mail) => mail.messageId!),
      ),
    );
  return mails;
}

type GiftRow = {
  id: string;
  status: string;
  amount_cents: number;
  fee_cents: number;
  refunded_cents: number;
  note: string | null;
  fund_id: string;
  stripe_payment_intent_id: string | null;
  stripe_invoice_id: string | null;
};
const giftsOf = (email: string) =>
  site.query<GiftRow>("SELECT * FROM gifts WHERE donor_email = ? ORDER BY created_at, id", email);
const count = (sql: string, ...values: unknown[]) => site.query<{ n: number }>(sql, ...values)[0]!.n;
const receiptsOf = (giftId: string) =>
  count(
    "SELECT COUNT(*) AS n FROM outbox WHERE topic = 'giving.receipt' AND dedupe_key = ?",
    `giving.receipt:${giftId}`,
  );
const checkoutsMade = () =>
  site.stripe.fake.calls.filter((call) => call.method === "POST" && call.path === "/v1/checkout/sessions").length;

/** An event posted to the site's webhook as Stripe posts it: the raw JSON and its signature header (or none). */
async function post(request: APIRequestContext, payload: string, signature?: string) {
  const response = await request.post(`${site.url}/give/webhook`, {
    data: payload,
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
  });
  return { status: response.status(), body: (await response.json()) as { received: boolean; outcome?: string } };
}
const signed = (payload: string, secret = FAKE_WEBHOOK_SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

/** A one-time gift started through the form's plain post, as a browser without JavaScript sends it: its Checkout Session's id. */
async function startGiftByPost(request: APIRequestContext, email: string, dollars = "30"): Promise<string> {
  const response = await request.post(`${site.url}/give`, {
    form: { amount: "other", otherAmount: dollars, fund: "general", frequency: "once", name: "Sam Ortiz", email },
    headers: { Origin: site.url },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  return response.headers().location!.split("/").pop()!;
}

test("a one-time gift: a preset, a fund, a note and the fee covered, paid on Checkout, thanked once the server has checked the session, and the receipt by e-mail @widths", async ({
  page,
}, testInfo) => {
  const donor = donorAddress(testInfo, "joy");
  const since = Date.now();
  await page.goto(`${site.url}/give`);
  await expect(page.getByRole("note")).toHaveText(TEST_MODE);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("radio", { name: "$50", exact: true }).check();
  await page.getByLabel("Fund").selectOption({ label: "Building fund" });
  await page.getByRole("radio", { name: "Once" }).check();
  await page.getByRole("checkbox", { name: /Cover the card fee/ }).check();
  await fillDonor(page, "Joy Park", donor);
  await page.getByLabel("Note (optional)").fill("In memory of Grace");
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // Stripe's hosted page (the fake's): the gift and the fee that nets the church $50.00 exactly.
  await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
  await expect(page.getByText(`51.81 USD from ${donor}`)).toBeVisible();
  await page.getByRole("button", { name: "Pay 51.81 USD" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Thank you!" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Your gift of $51.81 for Building fund has been received.");
  await expect(main).toContainText("Including $1.81 to cover the card fee.");
  await expect(main).toContainText(`A receipt is on its way to ${donor}.`);
  await expect(main).toContainText("This was a test: no real money moved.");
  await expectNoSeriousA11yViolations(page);
  // The same pages in Spanish.
  await page.goto(`${site.url}/es${new URL(page.url()).pathname}${new URL(page.url()).search}`);
  await expect(page.locator("html")).toHaveAttribute("lang", /^es/);
  await expectNoSeriousA11yViolations(page);
  await page.goto(`${site.url}/es/give`);
  await expect(page.getByRole("note")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [gift] = giftsOf(donor);
  expect(gift).toMatchObject({
    status: "paid",
    amount_cents: 5000,
    fee_cents: 181,
    fund_id: "building",
    note: "In memory of Grace",
  });
  const mail = await mailTo(donor, since, 20_000);
  expect(mail.subject).toBe(`Receipt for your gift to ${church.name}`);
  for (const fact of ["$51.81", "Building fund", "EIN", "No goods or services were provided by", "Joy Park"]) {
    expect(mail.text).toContain(fact);
  }
  expect(receiptsOf(gift!.id)).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Checkout's back link returns to the form as it was filled; paid the second time, the thank-you page records the gift itself when the webhook is lost", async ({
    page,
  }, testInfo) => {
    const donor = donorAddress(testInfo, "ana");
    const since = Date.now();
    await page.goto(`${site.url}/give`);
    await expect(page.getByRole("note")).toHaveText(TEST_MODE);
    await page.getByRole("radio", { name: "Other amount" }).check();
    await otherAmount(page).fill("42.50");
    await page.getByLabel("Fund").selectOption({ label: "Missions" });
    await fillDonor(page, "Ana Diaz", donor);
    await page.getByLabel("Note (optional)").fill("For the clinic");
    await page.getByRole("button", { name: "Continue to payment" }).click();
    await expect(page.getByRole("heading", { name: "Fake Checkout" })).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();

    await expect(
      page.getByText("Your gift was not made: nothing was charged. The form is as you left it."),
    ).toBeVisible();
    await expect(page.getByRole("radio", { name: "Other amount" })).toBeChecked();
    await expect(otherAmount(page)).toHaveValue("42.5");
    await expect(page.getByLabel("Fund")).toHaveValue("missions");
    await expect(page.getByLabel("Your name")).toHaveValue("Ana Diaz");
    await expect(page.getByLabel("Your e-mail")).toHaveValue(donor);
    await expect(page.getByLabel("Note (optional)")).toHaveValue("For the clinic");

    // The site goes deaf to Stripe: the thank-you page asks Stripe for the session itself.
    site.stripe.fake.dropWebhooks = true;
    try {
      await page.getByRole("button", { name: "Continue to payment" }).click();
      await page.getByRole("button", { name: "Pay 42.50 USD" }).click();
      await expect(page.getByRole("main")).toContainText("Your gift of $42.50 for Missions has been received.");
    } finally {
      site.stripe.fake.dropWebhooks = false;
    }
    expect(
      giftsOf(donor)
        .map((gift) => gift.status)
        .sort(),
    ).toEqual(["paid", "pending"]);
    const mail = await mailTo(donor, since, 20_000);
    expect(mail.subject).toBe(`Receipt for your gift to ${church.name}`);
    expect(mail.text).toContain("$42.50");

    // An address that names no session of ours thanks no one.
    await page.goto(`${site.url}/give/thanks?session_id=cs_test_${"x".repeat(24)}`);
    await expect(page.getByRole("main")).not.toContainText("has been received");
  });
});

test("bad input: each problem beside its field, and nothing made at Stripe", async ({ page }, testInfo) => {
  const donor = donorAddress(testInfo, "bo");
  const made = checkoutsMade();
  const sessions = site.stripe.fake.all("checkout.session").length;
  const submit = () => page.getByRole("button", { name: "Continue to payment" }).click();
  const expectBeside = async (field: ReturnType<Page["getByRole"]>, message: string | RegExp) => {
    await expect(page.getByRole("alert").first()).toHaveText("Please check the fields marked below.");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByText(message)).toBeVisible();
  };
  const fresh = async () => {
    await page.goto(`${site.url}/give`);
    await fillDonor(page, "Bo Chen", donor);
  };

  await fresh();
  await page.getByRole("radio", { name: "Other amount" }).check();
  await submit();
  await expectBeside(otherAmount(page), /Please choose or enter an amount\./);
  await expectNoSeriousA11yViolations(page);

  await fresh();
  await otherAmount(page).fill("0.50");
  await submit();
  await expectBeside(otherAmount(page), /The smallest gift online is \$1\./);
  await expect(otherAmount(page)).toHaveValue("0.50");

  await fresh();
  await otherAmount(page).fill("$1,000,000");
  await submit();
  await expectBeside(otherAmount(page), /The largest gift online is \$25,000\./);

  // A fund taken out of giving.yaml while the page was open.
  await fresh();
  await page.getByLabel("Fund").evaluate((select) => {
    const option = document.createElement("option");
    option.value = "old-roof";
    option.textContent = "Old roof fund";
    select.append(option);
  });
  await page.getByLabel("Fund").selectOption("old-roof");
  await submit();
  await expectBeside(page.getByRole("combobox", { name: "Fund" }), "Please choose one of the funds.");

  await fresh();
  await page.getByRole("radio", { name: "Every month" }).check();
  await page.getByLabel("Starting on").fill("2020-01-05");
  await submit();
  await expectBeside(page.getByLabel("Starting on"), /Please choose today or a later date\./);
  await expect(page.getByRole("radio", { name: "Every month" })).toBeChecked();

  expect(checkoutsMade()).toBe(made);
  expect(site.stripe.fake.all("checkout.session")).toHaveLength(sessions);
});

test("a monthly gift: set up on Checkout, two payments received and one failed, each e-mailed; a refund; every event posted again changes nothing", async ({
  page,
  request,
}, testInfo) => {
  const donor = donorAddress(testInfo, "max");
  const since = Date.now();
  await page.goto(`${site.url}/give`);
  await page.getByRole("radio", { name: "$100", exact: true }).check();
  await page.getByRole("radio", { name: "Every month" }).check();
  await fillDonor(page, "Max Weber", donor);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await page.getByRole("button", { name: "Pay 100.00 USD" }).click();
  await expect(page.getByRole("main")).toContainText(
    /Your gift of \$100\.00 for General fund, every month, is set up\./,
  );

  const session = site.stripe.fake.all("checkout.session").find((made) => made.customer_email === donor)!;
  const subscription = session.subscription as string;
  await site.stripe.fake.payInvoice(subscription);
  const failed = await site.stripe.fake.payInvoice(subscription, { fail: true });

  const gifts = giftsOf(donor);
  expect(gifts.map((gift) => gift.status).sort()).toEqual(["failed", "paid", "paid"]);
  expect(gifts.find((gift) => gift.status === "failed")!.stripe_invoice_id).toBe(failed);
  expect(site.query("SELECT status FROM recurring_gifts WHERE donor_email = ?", donor)).toEqual([
    { status: "past_due" },
  ]);

  const subjects = (await mailsTo(donor, since, 3)).map((mail) => mail.subject).sort();
  expect(subjects).toEqual([
    `Receipt for your gift to ${church.name}`,
    `Receipt for your gift to ${church.name}`,
    `Your gift to ${church.name} did not go through`,
  ]);

  // The second payment refunded at Stripe: charge.refunded, over HTTP.
  const second = gifts.filter((gift) => gift.status === "paid").at(-1)!;
  const payment = site.stripe.fake.all("invoice_payment").find((made) => made.invoice === second.stripe_invoice_id)!;
  await site.stripe.fake.refund((payment.payment as { payment_intent: string }).payment_intent);
  expect(giftsOf(donor).find((gift) => gift.id === second.id)).toMatchObject({
    status: "refunded",
    refunded_cents: 10000,
  });

  // Stripe retries: every event of this gift again, each signed anew. A duplicate, nothing more.
  const events = count("SELECT COUNT(*) AS n FROM stripe_events");
  const outbox = count("SELECT COUNT(*) AS n FROM outbox");
  const before = giftsOf(donor);
  const ours = site.stripe.fake.events.filter((event) => JSON.stringify(event).includes(subscription));
  expect(ours.length).toBeGreaterThanOrEqual(6);
  for (const event of ours) {
    const payload = JSON.stringify(event);
    expect(await post(request, payload, signed(payload))).toEqual({
      status: 200,
      body: { received: true, outcome: "duplicate" },
    });
  }
  expect(count("SELECT COUNT(*) AS n FROM stripe_events")).toBe(events);
  expect(count("SELECT COUNT(*) AS n FROM outbox")).toBe(outbox);
  expect(giftsOf(donor)).toEqual(before);
});

test("events out of order, and unsigned or badly signed ones: a refund before its payment still ends refunded with one receipt; a bad signature answers 400 and records nothing", async ({
  request,
}, testInfo) => {
  const fake = site.stripe.fake;
  // The refund comes before the payment it refunds.
  const early = donorAddress(testInfo, "lee");
  const first = await startGiftByPost(request, early);
  fake.dropWebhooks = true;
  const from = fake.events.length;
  try {
    await fake.pay(first);
    await fake.refund(fake.get(first)!.payment_intent as string);
  } finally {
    fake.dropWebhooks = false;
  }
  for (const event of fake.events.slice(from).reverse()) {
    const payload = JSON.stringify(event);
    expect((await post(request, payload, signed(payload))).status).toBe(200);
  }
  const [gift] = giftsOf(early);
  expect(gift).toMatchObject({ status: "refunded", refunded_cents: 3000 });
  expect(receiptsOf(gift!.id)).toBe(1);

  // The payment's event, unsigned, signed with another secret, too old, or with its body altered: 400, nothing kept.
  const late = donorAddress(testInfo, "kim");
  const second = await startGiftByPost(request, late);
  fake.dropWebhooks = true;
  try {
    await fake.pay(second);
  } finally {
    fake.dropWebhooks = false;
  }
  const completed = fake.events.find(
    (event) => event.type === "checkout.session.completed" && (event.data.object as { id: string }).id === second,
  )!;
  const payload = JSON.stringify(completed);
  const events = count("SELECT COUNT(*) AS n FROM stripe_events");
  const refused = { status: 400, body: { received: false } };
  expect(await post(request, payload)).toEqual(refused);
  expect(await post(request, payload, signed(payload, "whsec_someone_else"))).toEqual(refused);
  expect(
    await post(request, payload, signed(payload, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)),
  ).toEqual(refused);
  expect(await post(request, payload.replace('"amount_total":3000', '"amount_total":1'), signed(payload))).toEqual(
    refused,
  );
  expect(count("SELECT COUNT(*) AS n FROM stripe_events")).toBe(events);
  expect(giftsOf(late).map((row) => row.status)).toEqual(["pending"]);

  expect(await post(request, payload, signed(payload))).toEqual({
    status: 200,
    body: { received: true, outcome: "handled" },
  });
  expect(giftsOf(late).map((row) => row.status)).toEqual(["paid"]);
});
