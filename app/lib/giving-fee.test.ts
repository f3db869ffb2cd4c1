import { describe, expect, test } from "vitest";
import { coveredFee, grossForNet, processorFee } from "./giving-fee";

const STRIPE_US = { percent: 2.9, fixedCents: 30 };

/** A small seeded generator, so the "property" cases are the same on every run. */
function* amounts(seed: number, count: number): Generator<number> {
  let state = seed;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    yield 50 + (state % 2_500_000);
  }
}

describe("covering the card fee", () => {
  test("Stripe's 2.9 % + 30¢ on $50: (50 + 0.30) / 0.971 = 51.8023 → the donor gives $51.81", () => {
    expect(grossForNet(5000, STRIPE_US)).toBe(5181);
    expect(coveredFee(5000, STRIPE_US)).toBe(181);
    // Stripe keeps round(5181 × 2.9 %) + 30 = 180¢: the church nets $50.01, never less than the gift.
    expect(5181 - processorFee(5181, STRIPE_US)).toBe(5001);
  });

  test("$100 → $103.30, $1 → $1.34, $25,000 → $25,746.97", () => {
    expect(grossForNet(10000, STRIPE_US)).toBe(10330);
    expect(10330 - processorFee(10330, STRIPE_US)).toBe(10000);
    expect(grossForNet(100, STRIPE_US)).toBe(134);
    expect(grossForNet(2_500_000, STRIPE_US)).toBe(2_574_697);
    expect(2_574_697 - processorFee(2_574_697, STRIPE_US)).toBe(2_500_001);
  });

  test.each([
    { percent: 2.9, fixedCents: 30 },
    { percent: 2.2, fixedCents: 30 },
    { percent: 3.49, fixedCents: 49 },
    { percent: 0.8, fixedCents: 0 },
    { percent: 0, fixedCents: 25 },
    { percent: 1.5, fixedCents: 0 },
  ])(
    "for every amount from 50¢ to 25,000 dollars at %o, the church nets the gift, and a cent less would not",
    (fee) => {
      for (const amount of amounts(Math.round(fee.percent * 100) + fee.fixedCents, 4000)) {
        const gross = grossForNet(amount, fee);
        const net = gross - processorFee(gross, fee);
        expect(net, `${amount} → ${gross}`).toBeGreaterThanOrEqual(amount);
        // The smallest such charge: a cent less leaves the church short (on the exact rate).
        expect((gross - 1) * (1 - fee.percent / 100) - fee.fixedCents, `${amount} → ${gross}`).toBeLessThan(amount);
      }
    },
  );

  test("whole cents, never a float's drift", () => {
    for (const amount of amounts(7, 2000)) {
      expect(Number.isInteger(grossForNet(amount, STRIPE_US))).toBe(true);
    }
  });

  test("nothing to cover costs nothing more than the fixed part", () => {
    expect(grossForNet(0, { percent: 0, fixedCents: 0 })).toBe(0);
    expect(grossForNet(1000, { percent: 0, fixedCents: 0 })).toBe(1000);
  });

  test("a percent of 100 or more, or part cents, is refused", () => {
    expect(() => grossForNet(1000, { percent: 100, fixedCents: 30 })).toThrow(RangeError);
    expect(() => grossForNet(10.5, STRIPE_US)).toThrow(RangeError);
  });
});
