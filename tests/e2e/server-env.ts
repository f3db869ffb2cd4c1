/**
 * What every server of the journeys shares (playwright.config.ts's, and the
 * Stripe journeys' own, stripe-site.ts): the test clock, quiet logs, the
 * operator's token, and no upstream credentials (giving runs on the demo's
 * stand-in for Stripe unless a server sets its own), whatever the machine's
 * environment holds.
 */
export function journeyServerEnv(): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? "",
    ALLOW_TEST_CLOCK: "true",
    LOG_LEVEL: "warn",
    VIMEO_TOKEN: "",
    PCO_APP_ID: "",
    PCO_SECRET: "",
    MAILCHIMP_API_KEY: "",
    MAILCHIMP_LIST_ID: "",
    STRIPE_SECRET_KEY: "",
    STRIPE_WEBHOOK_SECRET: "",
    STRIPE_API_URL: "",
  };
}
