import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { NonceProvider } from "~/components/nonce";

/** Abort a render that has not finished by then, so a slow upstream cannot hold a socket. */
export const streamTimeout = 8_000;

/**
 * Every document is sent once it is complete (onAllReady), never as a shell
 * with streamed Suspense fallbacks: a visitor without JavaScript, and a search
 * engine, must read the whole page. Upstream reads are cached, so waiting costs
 * little (docs/decisions/002-server-rendering.md).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status, headers }));
  }
  const nonce = loadContext.cspNonce;

  return new Promise((resolve, reject) => {
    let responseStatus = status;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // React moves a finished Suspense boundary larger than this (12.8 kB by default) out of
        // place into a hidden <div> that only a script reveals; a no-JS visitor would never see it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timer);
              callback();
            },
          });
          headers.set("Content-Type", "text/html; charset=utf-8");
          if (!headers.has("Cache-Control")) {
            // Each document carries its own CSP nonce: it must not be shared by caches.
            headers.set("Cache-Control", "private, no-cache");
          }
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatus = 500;
          loadContext.reportError?.(error);
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
