/**
 * The production server's Express app (createApp), its middleware in the order a request meets it: the checks
 * and streams that come before everything, the page cache, the request log, security headers and compression,
 * /healthz, the content folder's and the build's files, the webhook, the write guards, GraphQL, the staff area,
 * the language switch, and React Router for every other page. server.ts serves it in production (behind the
 * listener of listener.server.ts); scripts/dev.mjs serves it through Vite in development.
 */
import compression from "compression";
import express from "express";
import path from "node:path";
import { previewPage } from "~/features/editor/preview.server";
import { refuseUnreadWebhooks, stripeWebhook, WEBHOOK_PATH } from "~/features/giving/stripe/webhook.server";
import { BEACON_PATH, visitBeacon } from "~/features/insights/beacon.server";
import { countServedPages } from "~/features/insights/served-pages.server";
import { markStaffBrowsers } from "~/features/insights/staff-marker.server";
import { hostStream, viewerStream } from "~/features/live-chat/chat-stream.server";
import { graphqlHandler } from "~/features/public-api/handler.server";
import { takeNoticeOpen } from "~/features/push/opens.server";
import { CACHE, CACHED_QUERY_PARAMETERS, pageFreshness } from "~/http/cache-lifetimes.server";
import { healthCheck } from "~/http/health-check.server";
import { routeRequests } from "~/http/route-requests.server";
import { CHAT_STREAM_PATH, HOST_STREAM_PATH } from "~/lib/live-chat-wire";
import { limitAdminTokenGuesses } from "~/server/admin-token.server";
import { brandImages } from "~/server/brand-images.server";
import { timeBudgetFromArrival } from "~/server/cache.server";
import { requestNow } from "~/server/clock.server";
import { getContent, getContentSnapshot } from "~/server/content.server";
import { documentCache } from "~/server/document-cache.server";
import { loadElementBundles } from "~/server/element-bundles.server";
import { getEnv } from "~/server/env.server";
import { loadInlineStylesheets } from "~/server/inline-stylesheets.server";
import { LANGUAGE_SWITCH_PATH, languageSwitch, rememberedLanguage } from "~/server/language-choice.server";
import { isBarePrefix } from "~/server/languages.server";
import { brandFiles, contentFiles, mediaFiles } from "~/server/media.server";
import { onPageAnswered } from "~/server/page-answers.server";
import { protectWrites, STAFF_AREA } from "~/server/protection.server";
import { requestLog } from "~/server/request-log.server";
import { refuseMisshapenRequest } from "~/server/request-shape.server";
import { privateAreaHeaders, securityHeaders } from "~/server/security-headers.server";
import { loadServiceWorker, SERVICE_WORKER_PATH, serviceWorkerScript } from "~/server/service-worker.server";
import { hashedAssets } from "~/server/static-assets.server";
import { answerUnhandledError } from "~/server/unhandled-error.server";
import { countRequestsInFlight } from "~/server/visitors-first.server";
import { issueXsrfToken, XSRF_ENDPOINT } from "~/server/xsrf.server";

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
  app.get("/healthz", healthCheck());

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

  // React Router, one handler per language (route-requests.server.ts).
  const routeRequest = routeRequests({ build, mode });
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
