/**
 * Covering the card fee (issue 30): what to charge so that, after the
 * processor takes `percent` % of the charge plus `fixedCents`, the church
 * nets `amountCents` exactly (or a cent more, never less).
 *
 *   gross = ceil((amount + fixed) / (1 − percent / 100))
 *
 * in whole cents: $50 at Stripe's 2.9 % + 30¢ is $51.81. The processor
 * rounds its own fee to the cent, so the church may net a cent more, never
 * less (giving-fee.test.ts).
 */
export function grossForNet(amountCents: number, fee: { percent: number; fixedCents: number }): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) throw new RangeError("amountCents must be whole cents");
  if (fee.percent < 0 || fee.percent >= 100) throw new RangeError("percent must be from 0 to under 100");
  // Integer arithmetic in ten-thousandths of a percent: 2.9 % is 29000 / 1000000, no float drift at the cent.
  const parts = Math.round(fee.percent * 10_000);
  const numerator = (amountCents + fee.fixedCents) * 1_000_000;
  const denominator = 1_000_000 - parts;
  return Math.ceil(numerator / denominator - 1e-9) || 0;
}

/** The covered fee: what the donor adds on top of their gift. */
export function coveredFee(amountCents: number, fee: { percent: number; fixedCents: number }): number {
  return grossForNet(amountCents, fee) - amountCents;
}

/** The processor's fee on a charge, rounded half up to the cent. */
export function processorFee(chargeCents: number, fee: { percent: number; fixedCents: number }): number {
  return Math.round((chargeCents * fee.percent) / 100) + fee.fixedCents;
}
