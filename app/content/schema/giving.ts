import { z } from "zod";
import { hint, optionalText, slug, text, webUrl } from "./primitives";

// giving.yaml: how the church takes gifts (issue 30).

/** An amount in dollars (or the currency's main unit), to the cent: 25, 12.5, 0.3. */
const dollars = (what: string) =>
  z
    .number(hint(`write ${what} in dollars, like 25 or 12.50`))
    .min(0, "must not be negative")
    .refine(
      (value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: "write at most two decimals (cents), like 12.50",
      },
    );

export const givingFund = z.strictObject({
  id: slug.describe("The fund's stable id, kept with every gift and in the treasurer's export, like \"general\"."),
  name: text.describe('The fund\'s name as donors read it, like "General fund".'),
  description: optionalText.describe("A sentence under the fund's name on the giving form."),
  default: z.boolean().default(false).describe("The fund chosen at first on the form (one fund at most)."),
});

export const givingReceipt = z.strictObject({
  legalName: text.describe("The church's legal name, as the IRS knows it, printed on every receipt and statement."),
  ein: z
    .string(hint('write the Employer Identification Number, like "12-3456789"'))
    .regex(/^\d{2}-\d{7}$/, 'write the EIN as two digits, a hyphen and seven digits, like "12-3456789"')
    .describe("The church's Employer Identification Number (EIN), printed on every receipt."),
  statement: text
    .default("No goods or services were provided by {church} in exchange for this gift.")
    .describe(
      "The sentence a US tax receipt needs about goods or services given in return; {church} becomes the legal name.",
    ),
});

const stripeGiving = z
  .strictObject({
    mode: z.literal("stripe").describe("stripe: gifts on this site's /give, paid on Stripe's hosted Checkout page."),
    currency: z
      .enum(["usd"], hint("write usd"))
      .default("usd")
      .describe("The currency of every gift (US dollars: the receipts are US tax receipts)."),
    funds: z
      .array(givingFund)
      .min(1, "list at least one fund, like { id: general, name: General fund, default: true }")
      .describe("The funds a donor may give to, in the form's order."),
    presets: z
      .array(dollars("each preset amount").refine((value) => value > 0, "must be more than 0"))
      .max(8, "offer at most 8 preset amounts")
      .default([25, 50, 100, 250])
      .describe("The amounts offered as buttons, in dollars (any other amount can be typed)."),
    minimum: dollars("the smallest gift")
      .refine((value) => value >= 1, "must be at least 1 dollar (Stripe takes no less than 50 cents)")
      .default(1)
      .describe("The smallest gift, in dollars."),
    maximum: dollars("the largest gift")
      .default(25000)
      .describe("The largest gift taken online, in dollars; larger gifts are better made by check or transfer."),
    fees: z
      .strictObject({
        percent: z
          .number(hint("write the percentage, like 2.9"))
          .min(0)
          .max(20, "a card fee over 20 % is not a card fee")
          .describe("The processor's percentage of each payment, like 2.9 (Stripe's US card rate)."),
        fixed: dollars("the fixed part of the fee").describe(
          "The processor's fixed part of each payment, in dollars, like 0.30.",
        ),
      })
      .default({ percent: 2.9, fixed: 0.3 })
      .describe("The card fee, so a donor may cover it and the church nets the whole gift."),
    receipt: givingReceipt.describe("What every receipt and year-end statement says about the church."),
  })
  .refine((value) => value.maximum > value.minimum, { message: "must be more than the minimum", path: ["maximum"] })
  .refine((value) => value.funds.filter((fund) => fund.default).length <= 1, {
    message: "mark one fund at most as the default",
    path: ["funds"],
  })
  .refine((value) => new Set(value.funds.map((fund) => fund.id)).size === value.funds.length, {
    message: "give each fund its own id",
    path: ["funds"],
  })
  .refine((value) => value.presets.every((amount) => amount >= value.minimum && amount <= value.maximum), {
    message: "keep every preset between the minimum and the maximum",
    path: ["presets"],
  });

const linkGiving = z.strictObject({
  mode: z.literal("link").describe("link: giving happens elsewhere (Planning Center Giving, Tithe.ly…)."),
  url: webUrl.describe("The church's giving page elsewhere; the menu's Give leads there."),
});

const offGiving = z.strictObject({
  mode: z.literal("off").describe("off: no online giving; the menu has no Give."),
});

export const givingFile = z
  .discriminatedUnion("mode", [stripeGiving, linkGiving, offGiving], hint("write mode: stripe, link or off"))
  .default({ mode: "off" });
export type GivingFile = z.output<typeof givingFile>;
export type StripeGiving = Extract<GivingFile, { mode: "stripe" }>;
export type GivingFund = z.output<typeof givingFund>;
