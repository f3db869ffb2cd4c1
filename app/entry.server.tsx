import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { elementLoaderScript } from "~/components/layout/element-script";
import { speculationRulesScript } from "~/components/layout/speculation-rules";
import { VISIT_BEACON_SCRIPT } from "~/components/layout/visit-beacon";
import { formPagePaths } from "~/content/site";
import { elementScripts } from "~/server/element-bundles.server";
import { stripeFormTargets } from "~/features/giving/stripe/client.server";
import { frameSourcesOf } from "~/server/frame-sources.server";
import { inlineStylesheets } from "~/server/inline-stylesheets.server";
import { log } from "~/server/logger.server";
import { contentSecurityPolicy, inlineScriptHashes, scriptHash } from "~/server/security-headers.server";

/** Abort a render that has not finished by then, so a slow upstream cannot hold a socket. */
export const streamTimeout = 8_000;

/**
 * Every document is sent once it is complete (onAllReady), never as a shell
 * with streamed Suspense fallbacks: a visitor without JavaScript, and a search
 * engine, must read the whole page. Upstream reads are cached, so waiting costs
 * little (docs/decisions/002-documents-render-complete.md).
 *
 * The whole document is in hand before it is sent, so its Content-Security-Policy
 * names the hashes of exactly its inline scripts that the code itself wrote
 * (declaredScripts), and frames from exactly what the content embeds: no
 * per-request nonce, and a cached copy is the same for every visitor
 * (docs/decisions/016).
 *
 * React renders pages on the server only: the browser never hydrates them, and
 * their interactive parts are custom elements (app/elements/, docs/decisions/024).
 * So the document leaves out React Router's hand-off of the loaders' data to a
 * browser router (`serverHandoffStream`, the inline scripts that stream it).
 */
let declared: { bundles: ReturnType<typeof elementScripts>; rules: string; hashes: ReadonlySet<string> } | undefined;

/**
 * The hashes of every inline script the code writes; the element loader's follows the build's bundles,
 * the speculation rules the content's pages that hold a form.
 */
function declaredScripts(content: AppLoadContext["content"]): ReadonlySet<string> {
  const bundles = elementScripts();
  const rules = speculationRulesScript(formPagePaths(content));
  if (declared?.bundles !== bundles || declared.rules !== rules) {
    const texts = [rules, VISIT_BEACON_SCRIPT, ...Object.values(bundles).map(elementLoaderScript)];
    declared = { bundles, rules, hashes: new Set(texts.map(scriptHash)) };
  }
  return declared.hashes;
}

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  const method = request.method.toUpperCase();
  // An answer to a write is about that write: never stored anywhere.
  if (method !== "GET" && method !== "HEAD") headers.set("Cache-Control", "no-store");
  if (method === "HEAD") return Promise.resolve(new Response(null, { status, headers }));

  return new Promise((resolve, reject) => {
    let responseStatus = status;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        // The build's stylesheets travel inside the page (issue 39); in development Vite serves them.
        const rendered = Buffer.concat(chunks).toString("utf8");
        const html = import.meta.env.DEV ? rendered : inlineStylesheets(rendered);
        headers.set("Content-Type", "text/html; charset=utf-8");
        if (!import.meta.env.DEV) {
          const https = new URL(request.url).protocol === "https:";
          const scripts = inlineScriptHashes(html, declaredScripts(loadContext.content));
          if (scripts.undeclared > 0) {
            log("warn", "a page held an inline script the code did not write; the browser is told not to run it", {
              path: new URL(request.url).pathname,
              scripts: scripts.undeclared,
            });
          }
          // Frames from what the content embeds (issue 26); the page cache keys pages by the content's version.
          const frameSources = frameSourcesOf(loadContext.content);
          // The giving form's post goes on to Stripe's hosted Checkout (issue 30): the browser checks that redirect too.
          const formTargets = stripeFormTargets();
          headers.set(
            "Content-Security-Policy",
            contentSecurityPolicy(scripts.hashes, { https, frameSources, formTargets }),
          );
        }
        resolve(new Response(html, { headers, status: responseStatus }));
        callback();
      },
    });
    const { serverHandoffStream: _noBrowserRouter, ...serverOnly } = routerContext;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={serverOnly} url={request.url} />, {
      // React moves a finished Suspense boundary larger than this (12.8 kB by default) out of
      // place into a hidden <div> that only a script reveals; a no-JS visitor would never see it.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        responseStatus = 500;
        loadContext.reportError?.(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
