/**
 * What every server of the journeys shares (playwright.config.ts's, the
 * Stripe journeys' own, tests/e2e/stripe-site.ts, and the screenshots' site,
 * scripts/screenshots.mjs): the test clock, quiet logs, the
 * operator's token, and no upstream credentials (giving runs on the demo's
 * stand-in for Stripe unless a server sets its own), whatever the machine's
 * environment holds. Every journey's browser posts from 127.0.0.1, two
 * workers at once, so the per-address limit on posts (30 a minute by
 * default, proved in tests/integration/http-hardening.test.ts) is raised as
 * for the integration servers: a journey must never meet another's 429.
 * A phone's push subscription may point at the suite's fake push service on
 * 127.0.0.1 (issue 44; production refuses such addresses).
 */
export function journeyServerEnv() {
  return {
    HOST: "127.0.0.1",
    ADMIN_TOKEN: process.env.E2E_ADMIN_TOKEN ?? "",
    ALLOW_TEST_CLOCK: "true",
    PUSH_ALLOW_LOCAL_ENDPOINTS: "true",
    LOG_LEVEL: "warn",
    RATE_LIMIT_PER_MINUTE: "100000",
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
