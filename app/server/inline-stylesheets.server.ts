import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * A page's stylesheets go in the page itself (issue 39). Each `<link
 * rel="stylesheet">` to the build's own hashed CSS is a request the browser
 * must finish before it paints anything: on a phone on slow 4G that is a round
 * trip or two after the document (Lighthouse put them at 240 ms of `/visit`'s
 * largest paint). The site's CSS is small (site.css and a page's own, 6-7 KB
 * gzip together), so it travels inside the document instead, compressed with
 * it, and a page that was prerendered or kept in the back/forward cache never
 * waits on it either (docs/decisions/059-instant-pages.md).
 *
 * Only files of the build's `assets/` folder are inlined, read once and kept:
 * their names carry their content's hash, so a kept copy is never stale.
 * A link to anything else (a church's own stylesheet, a file the build did not
 * make) stays a link.
 */
let assetsDir: string | undefined;
const texts = new Map<string, string | null>();

/** Where the build's CSS is read from (production); without it (development) every link stays a link. */
export function loadInlineStylesheets(clientDir: string | undefined): void {
  assetsDir = clientDir ? path.join(clientDir, "assets") : undefined;
  texts.clear();
}

const RELATIVE_URL = /url\(\s*["']?(?![a-z]+:|\/|#)/i;
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/assets\/([A-Za-z0-9_.-]+\.css)"\/>/g;

/** `html` with each link to one of the build's stylesheets replaced by a `<style>` holding that file. */
export function inlineStylesheets(html: string, read: (file: string) => string | null = readAsset): string {
  return html.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = read(file);
    // Kept a link: "</style" would end the element early, and a relative url() would resolve against the page.
    if (css === null || /<\/style/i.test(css) || RELATIVE_URL.test(css)) return link;
    return `<style data-href="/assets/${file}">${css}</style>`;
  });
}

function readAsset(file: string): string | null {
  if (!assetsDir) return null;
  if (!texts.has(file)) {
    try {
      texts.set(file, readFileSync(path.join(assetsDir, file), "utf8"));
    } catch {
      texts.set(file, null);
    }
  }
  return texts.get(file) ?? null;
}
