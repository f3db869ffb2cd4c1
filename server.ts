/**
 * The production HTTP server: Express around React Router. This entry starts and stops it: it reads the
 * content folder, serves the app on Node's HTTP server, starts the background work, and stops gracefully on
 * SIGTERM and SIGINT. The app and its middleware are in app/http/ (app.server.ts), with the listener before
 * it, /healthz, React Router's handlers and the cache lifetimes beside it.
 *
 * Vite builds this file, with the whole app, into build/server/index.js, so
 * the middleware here and the route modules share one set of caches and one
 * database handle. scripts/serve.mjs starts it; scripts/dev.mjs loads it
 * through Vite for development. What it exports is what the operator's
 * commands (scripts/*.mjs) call in the build.
 */
import "react-router";
import { createServer, type Server } from "node:http";
import { startBackgroundWork, stopBackgroundWork } from "~/background.server";
import { closeAllStreams } from "~/features/live-chat/chat-hub.server";
import { createApp } from "~/http/app.server";
import { version } from "~/http/health-check.server";
import { listener, requestLimits } from "~/http/listener.server";
import { getContentSnapshot, loadContent, onContentChange, watchContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { log } from "~/server/logger.server";
import { registerMedia, warmMedia } from "~/server/media.server";

export { createApp, requestLimits, version };
export type { AppOptions } from "~/http/app.server";
export { CACHE, CACHED_QUERY_PARAMETERS, PAGE_FRESHNESS, pageFreshness } from "~/http/cache-lifetimes.server";

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

/**
 * Reads the content folder (a bad folder stops the start: ContentError names
 * every problem), serves its files, and follows its changes on disk.
 */
export async function prepareContent(): Promise<void> {
  onContentChange(({ content, files }) => registerMedia(files.pictures, files.brand, content.dir));
  await loadContent();
  watchContent();
}

/** Starts listening, and shuts down gracefully on SIGTERM and SIGINT. */
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
