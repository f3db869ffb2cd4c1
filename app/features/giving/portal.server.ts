import { describeError, log } from "~/server/logger.server";
import { createPortalSession } from "./stripe/checkout.server";

/**
 * Stripe's customer portal for a donor (issue 30, item 5): a Billing Portal
 * session made by the one Stripe module, whose address the page redirects to
 * (303). Stripe down or the customer unknown: null, and the page says kindly
 * to try again, never an error page.
 */
export async function openCustomerPortal(
  customer: string,
  returnUrl: string,
  language: string,
): Promise<string | null> {
  try {
    const session = await createPortalSession(customer, returnUrl, language);
    return session.url;
  } catch (error) {
    log("warn", "Stripe's customer portal did not open", { error: describeError(error) });
    return null;
  }
}
