import path from "node:path";
import { z } from "zod";
import { cdnProblems, cdnSettings, type CdnSettings } from "./cdn-settings.server";
import { booleanFlag, optionalText, optionalUrl, trustProxySetting } from "./env-fields.server";

/**
 * Operator settings, read and checked once at start-up. The names are a
 * contract with operators and tests: see .env.example and the README.
 */

/** The demo church that ships with the code; its services run on demo content without credentials. */
export const BUNDLED_CONTENT_DIR = "content/redwood-coast";

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: optionalText,
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** The church's content folder (issue 17); the bundled demo church when unset. */
  CONTENT_DIR: z.string().trim().min(1).default(BUNDLED_CONTENT_DIR),
  /** Runs the upstream services without credentials on built-in demo content for any content folder. */
  DEMO: booleanFlag,
  PUBLIC_URL: optionalUrl,
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),

  VIMEO_TOKEN: optionalText,
  VIMEO_API_URL: optionalUrl.transform((value) => value ?? "https://api.vimeo.com"),

  PCO_APP_ID: optionalText,
  PCO_SECRET: optionalText,
  PCO_API_URL: optionalUrl.transform((value) => value ?? "https://api.planningcenteronline.com"),

  MAILCHIMP_API_KEY: optionalText.refine((key) => key === undefined || /-[a-z]+\d+$/.test(key), {
    message: "must end with its data centre, like 0123abcd-us21",
  }),
  MAILCHIMP_LIST_ID: optionalText,
  MAILCHIMP_API_URL: optionalUrl,

  /** Online giving through Stripe (issue 30): the secret key (sk_test_… or sk_live_…) and the webhook endpoint's signing secret. */
  STRIPE_SECRET_KEY: optionalText.refine((key) => key === undefined || /^(sk|rk)_(test|live)_\w+$/.test(key), {
    message: "must be a Stripe secret key, like sk_test_… or sk_live_…",
  }),
  STRIPE_WEBHOOK_SECRET: optionalText.refine((secret) => secret === undefined || secret.startsWith("whsec_"), {
    message: "must be the webhook endpoint's signing secret, like whsec_…",
  }),
  /** Where the Stripe client sends its calls: Stripe's own API unless a proxy or a fake stands in. */
  STRIPE_API_URL: optionalUrl,

  SMTP_URL: optionalText,
  VISIT_NOTIFY_TO: optionalText,
  /** The address the site's e-mails come from, under the church's name; the church's own address when unset. */
  MAIL_FROM: optionalText,
  /**
   * Signs the links in e-mails (change or cancel a visit). When unset, a random
   * one is made once and kept in DATA_DIR (app/server/site-secret.server.ts).
   */
  SITE_SECRET: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: "must be at least 32 characters (e.g. `openssl rand -base64 32`)",
  }),
  /** The operator's token (/healthz's detail, operator-only API calls); its guesses are limited (admin-token.server.ts). */
  ADMIN_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 32, {
    message: "must be at least 32 characters (e.g. `openssl rand -base64 32`)",
  }),
  /**
   * Which proxies in front of the site may say who the client is (X-Forwarded-For, -Proto, -Host): what
   * Express's `trust proxy` accepts. Loopback by default, as the Caddy recipe on the same machine needs.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value, context) => {
      try {
        return trustProxySetting(value);
      } catch {
        context.addIssue({
          code: "custom",
          message: "must be true, false, a number of hops, or addresses and ranges (loopback, 10.0.0.0/8, …)",
        });
        return z.NEVER;
      }
    }),
  /** Writes (sign-ups, visit requests, GraphQL mutations) one client address may send per minute. */
  RATE_LIMIT_PER_MINUTE: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(1_000_000).default(30),
  ),

  /**
   * The longest a request may take to arrive, headers and body (issue 38): a body still trickling in after
   * this is cut (408, connection closed) on every route, so slow senders cannot hold connections for Node's
   * own 300 s. 30 s is far beyond what a form or a webhook needs on a slow phone line.
   */
  REQUEST_BODY_SECONDS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(1).max(300).default(30),
  ),

  /**
   * The longest a page waits for an upstream with nothing cached before it answers with its
   * "unavailable right now" section; the upstream call carries on and fills the cache.
   */
  UPSTREAM_TIME_BUDGET_MS: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z.coerce.number().int().min(50).max(8000).default(3000),
  ),

  /** A CDN in front of the site, purged on each publish (app/features/cdn): which one, and its zone, service or pull zone. */
  CDN_PROVIDER: z
    .enum(["cloudflare", "bunny", "fastly", ""])
    .optional()
    .transform((value) => value || undefined),
  CDN_ZONE_ID: optionalText,
  CDN_SERVICE_ID: optionalText,
  CDN_PULL_ZONE: optionalText.refine((value) => value === undefined || /^\d+$/.test(value), {
    message: "must be the pull zone's number, as in the bunny.net dashboard's address",
  }),
  CDN_API_TOKEN: optionalText,
  CDN_API_URL: optionalUrl,

  /** Testing only: lets a request set the server's clock (X-Test-Now header). */
  ALLOW_TEST_CLOCK: booleanFlag,
  /** Testing only: a push subscription may point at http:// and private addresses (the suite's fake push service). */
  PUSH_ALLOW_LOCAL_ENDPOINTS: booleanFlag,
});

/**
 * How a service runs (issue 17): live with its credentials; demo (built-in
 * content) only for the bundled demo church or with DEMO=1; otherwise off, and
 * its pages, menu entries, feeds and sitemap entries are not there.
 */
export type UpstreamMode = "live" | "demo" | "off";

export type Env = z.infer<typeof envSchema> & {
  /** Derived: which upstreams run on their real service, which on demo content, which are off. */
  modes: Record<UpstreamName, UpstreamMode>;
  /** CONTENT_DIR, absolute. */
  contentDir: string;
  /** Derived: the bundled demo church, or DEMO=1 (what runs without credentials runs on demo content). */
  demo: boolean;
  /** Derived from CDN_*: the CDN to purge on publish, or null (none: nothing is purged). */
  cdn: CdnSettings | null;
  /**
   * Derived from STRIPE_*: live (a key; test or live mode is the key's), demo (no key, the bundled church or
   * DEMO=1: the built-in imitation of Stripe, no money moves) or off (giving.yaml's stripe mode cannot take gifts).
   */
  stripe: UpstreamMode;
};

export type UpstreamName = "vimeo" | "planningCenter" | "mailchimp";

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses settings; never echoes a value, so a secret can't reach a log. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".") || "(settings)"}: ${issue.message}`));
  }
  const env = result.data;
  const problems: string[] = [];
  if (Boolean(env.PCO_APP_ID) !== Boolean(env.PCO_SECRET)) {
    problems.push("PCO_APP_ID and PCO_SECRET: set both, or neither for the demo events");
  }
  if (Boolean(env.MAILCHIMP_API_KEY) !== Boolean(env.MAILCHIMP_LIST_ID)) {
    problems.push("MAILCHIMP_API_KEY and MAILCHIMP_LIST_ID: set both, or neither to keep sign-ups locally");
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    problems.push("STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (the webhook endpoint's signing secret)");
  }
  problems.push(...cdnProblems(env));
  if (problems.length > 0) throw new EnvError(problems);

  const dataCentre = env.MAILCHIMP_API_KEY?.split("-").pop();
  const contentDir = path.resolve(env.CONTENT_DIR);
  const demoAllowed = env.DEMO || contentDir === path.resolve(BUNDLED_CONTENT_DIR);
  const withoutCredentials: UpstreamMode = demoAllowed ? "demo" : "off";
  return {
    ...env,
    MAILCHIMP_API_URL:
      env.MAILCHIMP_API_URL ?? (dataCentre ? `https://${dataCentre}.api.mailchimp.com/3.0` : undefined),
    contentDir,
    demo: demoAllowed,
    cdn: cdnSettings(env),
    stripe: env.STRIPE_SECRET_KEY ? "live" : withoutCredentials,
    modes: {
      vimeo: env.VIMEO_TOKEN ? "live" : withoutCredentials,
      planningCenter: env.PCO_APP_ID && env.PCO_SECRET ? "live" : withoutCredentials,
      mailchimp: env.MAILCHIMP_API_KEY && env.MAILCHIMP_LIST_ID ? "live" : withoutCredentials,
    },
  };
}

let cached: Env | undefined;

/** The settings of this process, parsed on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests only: forget the parsed settings so the next getEnv() reads process.env again. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/** Every setting the server reads, by name: .env.example and docs/configuration.md list exactly these (scripts/docs/settings.test.ts). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);
