/**
 * The production HTTP server: Express around React Router.
 *
 * Vite builds this file, with the whole app, into build/server/index.js, so
 * the middleware here and the route modules share one set of caches and one
 * database handle. scripts/serve.mjs starts it; scripts/dev.mjs loads it
 * through Vite for development.
 */
import "react-router";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { createServer, type RequestListener, type Server } from "node:http";
import type { TLSSocket } from "node:tls";
import path from "node:path";
import packageJson from "./package.json" with { type: "json" };
import { startBackgroundWork, stopBackgroundWork } from "~/background.server";
import { cleanUpReport } from "~/server/housekeeping.server";
import { timeBudgetFromArrival } from "~/server/cache.server";
import { requestNow } from "~/server/clock.server";
import { closeDb } from "~/server/db.server";
import { getContent, getContentSnapshot, loadContent, onContentChange, watchContent } from "~/server/content.server";
import { brandFiles, contentFiles, mediaFiles, registerMedia, warmMedia } from "~/server/media.server";
import { brandImages } from "~/server/brand-images.server";
import { getEnv } from "~/server/env.server";
import { graphqlHandler } from "~/features/public-api/handler.server";
import { refuseUnreadWebhooks, stripeWebhook, WEBHOOK_PATH } from "~/features/giving/stripe/webhook.server";
import { documentCache } from "~/server/document-cache.server";
import { loadElementBundles } from "~/server/element-bundles.server";
import { loadServiceWorker, SERVICE_WORKER_PATH, serviceWorkerScript } from "~/server/service-worker.server";
import { loadInlineStylesheets } from "~/server/inline-stylesheets.server";
import { describeError, log } from "~/server/logger.server";
import { answerUnhandledError } from "~/server/unhandled-error.server";
import { outboxCounts } from "~/server/outbox.server";
import { protectWrites, STAFF_AREA } from "~/server/protection.server";
import { requestLog } from "~/server/request-log.server";
import { countRequestsInFlight } from "~/server/visitors-first.server";
import { previewPage } from "~/features/editor/preview.server";
import { BEACON_PATH, visitBeacon } from "~/features/insights/beacon.server";
import { countServedPages } from "~/features/insights/served-pages.server";
import { markStaffBrowsers } from "~/features/insights/staff-marker.server";
import { onPageAnswered } from "~/server/page-answers.server";
import { adminTokenIn, limitAdminTokenGuesses } from "~/server/admin-token.server";
import { refuseMisshapenRequest } from "~/server/request-shape.server";
import { privateAreaHeaders, securityHeaders } from "~/server/security-headers.server";
import { hashedAssets } from "~/server/static-assets.server";
import {
  buildWithBasename,
  handlersByBasename,
  isBarePrefix,
  languageContext,
  requestLanguage,
} from "~/server/languages.server";
import {
  choosesLanguage,
  LANGUAGE_SWITCH_PATH,
  languageSwitch,
  rememberedLanguage,
} from "~/server/language-choice.server";
import { upstreamReport } from "~/server/upstream-status.server";
import { backupHealth } from "~/features/backups/runs.server";
import { issueXsrfToken, XSRF_ENDPOINT } from "~/server/xsrf.server";
import { hostStream, viewerStream } from "~/features/live-chat/chat-stream.server";
import { closeAllStreams } from "~/features/live-chat/chat-hub.server";
import { CHAT_STREAM_PATH, HOST_STREAM_PATH } from "~/lib/live-chat-wire";
import { takeNoticeOpen } from "~/features/push/opens.server";

export const version = packageJson.version;

// For scripts/forget.mjs (`npm run data:forget`), scripts/admin-invite.mjs (`npm run admin:invite`) and
// scripts/reconcile-giving.mjs (`npm run giving:reconcile`),
// which run the built code against DATA_DIR.
export { deliverForgetRequestsNow, deliverSignInMailNow, reconcileGivingNow } from "~/background-commands.server";
export { RECONCILE_DAYS } from "~/features/giving/reconcile.server";
export { forgetPerson } from "~/features/privacy/forget.server";
export { inviteFromCommandLine } from "~/features/auth/invitations.server";
export { isRole } from "~/features/auth/roles";
// For scripts/backup.mjs (`npm run backup`, `npm run restore`, `npm run backup:check`, issue 40).
export { runBackup } from "~/features/backups/backup.server";
export { checkLatestBackup, restoreSnapshot } from "~/features/backups/restore.server";
export { loadContent };
export { closeDb };

/** Cache lifetimes, named so they are easy to find and change. */
export const CACHE = {
  /** Vite's hashed build output never changes under the same name. */
  hashedAssets: { maxAge: "1y", immutable: true },
  /** Files from public/ (images a church may replace) keep their names. */
  publicFiles: { maxAge: "1h" },
} as const;

/**
 * How long a shared cache (a CDN) may keep a page, in seconds, and serve it
 * stale while it fetches a fresh copy (docs/decisions/016). Browsers always
 * check back (max-age=0). The live page and any answer that says no-store
 * (an "unavailable right now" page) are never kept.
 */
export const PAGE_FRESHNESS = {
  /** Pages built from Vimeo or Planning Center data: about as fresh as the rendered-page cache (a minute). */
  upstream: { sMaxAge: 60, staleWhileRevalidate: 300 },
  /** The church's own pages: they change with a deploy, or with the date (a season that has passed). */
  content: { sMaxAge: 300, staleWhileRevalidate: 3600 },
} as const;
/**
 * The query parameters some page reads (the search's filters, the forms' answer flags, where a plan
 * started, a visit's signed link). An address with only these is kept in the page cache; one with any
 * other (a tracking tag, a made-up one) is rendered for that request alone and counted against the
 * client's render limit, so made-up query strings cannot fill the cache or multiply renders unchecked.
 */
export const CACHED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  "q",
  "series",
  "book",
  "year",
  "page",
  "newsletter",
  "visit",
  "from",
  "sig",
  "done",
  // The group finder's filters, and the join page's group and thank-you (issue 28).
  "day",
  "kind",
  "area",
  "childcare",
  "open",
  "group",
  "sent",
  // A page opened from a notice (issue 44): its value is always "1" by then (app/features/push/opens.server.ts).
  "notice",
]);
const UPSTREAM_PAGES = /^\/(?:events|watch|watch\/search|watch\/scripture|series\/[^/]+|message\/[^/]+)\/?$/;

export function pageFreshness(path: string) {
  return UPSTREAM_PAGES.test(path) ? PAGE_FRESHNESS.upstream : PAGE_FRESHNESS.content;
}

export interface AppOptions {
  /** Where the built browser files are (build/client); omit in development, where Vite serves them. */
  clientDir?: string;
  mode: "production" | "development";
}

export function createApp({ clientDir, mode }: AppOptions) {
  // The pages' script, as built (or, in development, as Vite serves it): read once, here.
  loadElementBundles(clientDir);
  // The service worker (issue 44): the build's, told of the church being served.
  loadServiceWorker(clientDir);
  // The build's stylesheets, which each page carries inside it (issue 39).
  loadInlineStylesheets(clientDir);
  const app = express();
  app.disable("x-powered-by");
  // Only the proxies TRUST_PROXY names (loopback by default: Caddy on this machine) may say, in X-Forwarded-*,
  // whether the visitor came over HTTPS (HSTS) and from which address (the limits): issue 25.
  app.set("trust proxy", getEnv().TRUST_PROXY);
  // Before anything reads the address (production checks it earlier, in the listener, too).
  app.use((req, res, next) => (refuseMisshapenRequest(req, res) ? undefined : next()));
  // The live chat's streams (issue 45): open for a whole service, so before the count of requests in flight
  // (which the outbox waits on), the page cache and the compression (which would hold their bytes back).
  app.get(CHAT_STREAM_PATH, requestLog(), viewerStream());
  app.get(HOST_STREAM_PATH, requestLog(), hostStream());
  // Stripe's webhook refuses a forged post here, before any of the site's own middleware, at the least cost to
  // visitors (issue 43); one worth reading goes on to its route below.
  app.post(WEBHOOK_PATH, refuseUnreadWebhooks());
  // A page opened from a notice (issue 44): its open counted, then the page every visitor gets.
  app.use((req, _res, next) => {
    takeNoticeOpen(req);
    next();
  });
  // Insights (issue 47): the pages' beacon, answered 204 before the request log (one line a page view is noise)
  // and before the write guards (it changes nothing a visitor owns; it checks its own origin).
  app.use(BEACON_PATH, visitBeacon());

  // Production hands React Router the build itself, imported once (below and in documentCache): given this
  // function, as development's hot reload needs, it ranks every route again on each request, which had
  // cost each form post and uncached page about 15 ms of the server's time.
  const build = () => import("virtual:react-router/server-build");
  const pages =
    mode === "production"
      ? documentCache({
          build,
          mode,
          now: requestNow,
          freshness: pageFreshness,
          content: getContent,
          queryParameters: CACHED_QUERY_PARAMETERS,
        })
      : undefined;

  // A page already rendered this minute never reaches this app: the listener answers it (below).
  app.use(countRequestsInFlight());
  app.use(timeBudgetFromArrival());
  app.use(requestLog());
  app.use(securityHeaders({ csp: mode === "production" }));
  app.use(compression());

  app.use(limitAdminTokenGuesses());
  app.get("/healthz", (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // Anyone may ask whether the site is up; what runs inside it is for the operator's token (issue 25).
    const operator = adminTokenIn(req) === "valid";
    // The outbox says whether visitors' submissions are reaching Mailchimp and the church's inbox.
    let outbox: ReturnType<typeof outboxCounts> | "unavailable";
    try {
      outbox = outboxCounts();
    } catch (error) {
      log("error", "health check could not read the database", { error: describeError(error) });
      outbox = "unavailable";
    }
    const status = outbox === "unavailable" ? "degraded" : "ok";
    res.status(outbox === "unavailable" ? 503 : 200);
    if (!operator) return void res.json({ status });
    res.json({
      status,
      version,
      uptimeSeconds: Math.round(process.uptime()),
      upstreams: upstreamReport(),
      outbox,
      cleanUps: cleanUpReport(),
      // Issue 40: the last backup's time, size and outcome, as `npm run backup` recorded it.
      backups: outbox === "unavailable" ? "unavailable" : backupHealth(),
    });
  });

  // The content folder's pictures, logo, fonts and documents (issue 17).
  app.use("/media", mediaFiles());
  app.use(
    "/brand",
    brandImages(
      () => getContentSnapshot().files.brand.find((asset) => asset.url === getContent().brand.logo.path)?.absolute,
    ),
  );
  app.use("/brand", brandFiles());
  app.use("/files", contentFiles());

  if (clientDir) {
    app.use("/assets", hashedAssets(path.join(clientDir, "assets"), CACHE.hashedAssets));
    app.use(express.static(clientDir, { ...CACHE.publicFiles, index: false }));
  }

  app.get(XSRF_ENDPOINT, issueXsrfToken());
  app.get(SERVICE_WORKER_PATH, serviceWorkerScript());
  // Stripe's webhook (issue 30): its raw body, before any guard or parser reads it; its signature is its check.
  app.post(WEBHOOK_PATH, ...stripeWebhook());
  for (const guard of protectWrites()) app.use(guard);
  app.use("/graphql", graphqlHandler());

  // One handler per language: Spanish pages are the same routes under React Router's basename `/es/` (issue 27).
  const routeHandler = handlersByBasename(async (basename) =>
    createRequestHandler({
      build: buildWithBasename(mode === "production" ? await build() : build, basename),
      mode,
      getLoadContext(req, res) {
        const content = getContent();
        return {
          now: requestNow(req),
          ...languageContext(content, requestLanguage(req.path, content).language),
          reportError(error: unknown) {
            res.locals.renderError = describeError(error);
          },
          clientAddress: req.ip ?? "unknown",
        };
      },
    }),
  );
  const routeRequest: RequestHandler = async (req, res, next) => {
    // A document brings its own policy (the hashes of its inline scripts; entry.server.tsx).
    res.removeHeader("Content-Security-Policy");
    // React Router's data requests (no page asks for them any more) may say "unavailable": never kept by a shared cache.
    if (req.path.endsWith(".data")) res.setHeader("Cache-Control", "no-store");
    return (await routeHandler(requestLanguage(req.path, getContent()).basename))(req, res, next);
  };
  // The staff area (issue 18) is per person: never the page cache, never a shared cache or a search engine.
  // A draft's preview is the real page rendered with the draft's content (app/features/editor/preview.server.ts).
  app.get(`${STAFF_AREA}/preview`, privateAreaHeaders(), previewPage({ build, mode, now: requestNow }));
  app.all([STAFF_AREA, `${STAFF_AREA}/{*path}`], privateAreaHeaders(), markStaffBrowsers(), routeRequest);

  // The language switch, and a remembered choice of language at the bare home page (docs/decisions/040).
  app.get(LANGUAGE_SWITCH_PATH, languageSwitch(getContent));
  app.use(rememberedLanguage(getContent));
  // A language's bare prefix (`/es`) is its home page's other spelling.
  app.use((req, res, next) => {
    const home = isBarePrefix(req.path, getContent());
    if (!home) return next();
    const queryAt = req.originalUrl.indexOf("?");
    res.redirect(308, home + (queryAt === -1 ? "" : req.originalUrl.slice(queryAt)));
  });
  if (pages) app.use(pages.render);
  app.all("/{*path}", routeRequest);

  app.use(answerUnhandledError);
  if (pages) app.locals.answerCachedPage = pages.answerRaw;
  // Insights (issue 47): each page the page cache answers is counted as it is written.
  onPageAnswered(countServedPages(app.get("trust proxy fn")));
  return app;
}

type AnswerRaw = ReturnType<typeof documentCache>["answerRaw"];

/**
 * The HTTP server's listener: a page rendered this minute is answered before
 * Express (docs/decisions/016), everything else goes to the app. The protocol
 * is the one Express computes: X-Forwarded-Proto only from a trusted proxy.
 */
function listener(app: ReturnType<typeof createApp>): RequestListener {
  const answerCachedPage = app.locals.answerCachedPage as AnswerRaw | undefined;
  if (!answerCachedPage) return app;
  // The page cache keys on the address as sent: one spelling per page, checked before it looks.
  const remembered = choosesLanguage(getContent);
  const trusted = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  return (req, res) => {
    if (refuseMisshapenRequest(req, res)) return;
    takeNoticeOpen(req);
    let protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
    const forwarded = req.headers["x-forwarded-proto"];
    if (typeof forwarded === "string" && trusted(req.socket.remoteAddress, 0)) {
      protocol = forwarded.split(",", 1)[0]?.trim() || protocol;
    }
    // A remembered language takes the bare home page elsewhere: never answered from the cache (docs/decisions/040).
    if (remembered(req) || !answerCachedPage(req, res, protocol)) app(req, res);
  };
}

/**
 * How long a request may take to arrive (issue 38): headers and body within `seconds` (REQUEST_BODY_SECONDS,
 * 30 by default), else Node answers 408 and closes the connection, whichever route it was for. Node checks
 * its connections every 30 s by default, which would let a trickle live up to twice the limit: each second.
 */
export function requestLimits(seconds: number) {
  const requestTimeout = seconds * 1000;
  return {
    requestTimeout,
    // Node refuses a headers limit longer than the whole request's; its own default is 60 s.
    headersTimeout: Math.min(60_000, requestTimeout),
    connectionsCheckingInterval: 1000,
  };
}

/** Starts listening, and shuts down gracefully on SIGTERM and SIGINT. */
/**
 * Reads the content folder (a bad folder stops the start: ContentError names
 * every problem), serves its files, and follows its changes on disk.
 */
export async function prepareContent(): Promise<void> {
  onContentChange(({ content, files }) => registerMedia(files.pictures, files.brand, content.dir));
  await loadContent();
  watchContent();
}

export async function startServer({ clientDir }: { clientDir: string }): Promise<Server> {
  const env = getEnv();
  await prepareContent();
  for (const [upstream, mode] of Object.entries(env.modes)) {
    if (mode === "demo") log("info", "upstream runs on built-in demo content (no credentials set)", { upstream });
    if (mode === "off") log("info", "upstream is off: no credentials set, so its pages are not served", { upstream });
  }
  const app = createApp({ clientDir, mode: "production" });
  const answer = listener(app);
  let stopping = false;
  // Once stopping, every answer closes its connection: a proxy (Caddy) sends nothing more on it, so no
  // request reaches a process about to exit; its next one dials, and waits for the next process.
  const server = createServer(requestLimits(env.REQUEST_BODY_SECONDS), (req, res) => {
    if (stopping) res.setHeader("Connection", "close");
    answer(req, res);
  }).listen(env.PORT, env.HOST ?? "0.0.0.0");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  log("info", "server listening", { url: `http://${env.HOST ?? "localhost"}:${env.PORT}`, version });
  startBackgroundWork();
  // Pictures are made one after another in the background, so few visitors wait for one.
  const warming = new AbortController();
  void warmMedia(getContentSnapshot().files.pictures, warming.signal);

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log("info", "shutting down", { signal });
    warming.abort();
    const force = setTimeout(() => {
      log("warn", "forced exit after 10 s: open connections remained");
      process.exit(1);
    }, 10_000);
    force.unref();
    // The live chat's streams would hold the server open: they end now, and browsers resume on the next one.
    closeAllStreams();
    server.close(async () => {
      await stopBackgroundWork();
      closeDb();
      log("info", "stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
  return server;
}
