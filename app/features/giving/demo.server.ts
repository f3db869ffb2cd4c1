import { isLanguage } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { DEMO_WEBHOOK_SECRET, answerWithDemoStripe } from "./stripe/client.server";
import { FakeStripe } from "./stripe/fake/fake-stripe";
import { receiveWebhook } from "./stripe/webhook.server";

/**
 * Demo giving (issue 30, decision 035): without Stripe credentials, the
 * bundled demo church (or DEMO=1) gives against the built-in imitation of
 * Stripe, in this process. The Stripe client's calls are answered by it, its
 * hosted checkout is the site's /give/demo-checkout page, and its events
 * reach the same webhook code Stripe's would, signed the same way.
 */

let demo: FakeStripe | undefined;

export const DEMO_CHECKOUT_PATH = "/give/demo-checkout";

export function startDemoGiving(defaultLanguage: () => string): FakeStripe {
  demo ??= new FakeStripe({
    webhookSecret: DEMO_WEBHOOK_SECRET,
    checkoutUrl: (id, locale) => {
      const fallback = defaultLanguage();
      const language = isLanguage(locale) ? locale : isLanguage(fallback) ? fallback : "en";
      const base = isLanguage(fallback) ? fallback : "en";
      return `${localizedPath(DEMO_CHECKOUT_PATH, language, base)}?session=${id}`;
    },
    portalUrl: () => "/give",
    deliver: async (payload, signature) => {
      await receiveWebhook(payload, signature);
    },
  });
  answerWithDemoStripe(demo.fetch);
  return demo;
}

/** The demo's imitation of Stripe, when giving runs on it. */
export function demoStripe(): FakeStripe | undefined {
  return demo;
}
