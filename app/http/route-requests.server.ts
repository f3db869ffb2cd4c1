/**
 * How a request reaches React Router: one request handler per language, each given the request's load context
 * (its clock, its content and language, where a render reports its error, the client's address), behind the
 * headers every routed answer shares. The HTTP app (app.server.ts) mounts it for the staff area and for every
 * page the page cache did not answer.
 */
import { createRequestHandler } from "@react-router/express";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { requestNow } from "~/server/clock.server";
import { getContent } from "~/server/content.server";
import { buildWithBasename, handlersByBasename, languageContext, requestLanguage } from "~/server/languages.server";
import { describeError } from "~/server/logger.server";

export interface RouteRequestOptions {
  /** The server build, imported when asked (app.server.ts): production hands React Router the build itself,
   * development this function, which its hot reload needs. */
  build: () => Promise<ServerBuild>;
  mode: "production" | "development";
}

export function routeRequests({ build, mode }: RouteRequestOptions): RequestHandler {
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
  return async (req, res, next) => {
    // A document brings its own policy (the hashes of its inline scripts; entry.server.tsx).
    res.removeHeader("Content-Security-Policy");
    // React Router's data requests (no page asks for them any more) may say "unavailable": never kept by a shared cache.
    if (req.path.endsWith(".data")) res.setHeader("Cache-Control", "no-store");
    return (await routeHandler(requestLanguage(req.path, getContent()).basename))(req, res, next);
  };
}
