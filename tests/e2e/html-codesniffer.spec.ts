import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { createRequire } from "node:module";
import { pagesOfTheSite } from "./site-map";

/**
 * A third-party checker stays clean (issue 38, item 6): HTML_CodeSniffer, the
 * engine pa11y runs by default (its fork, @pa11y/html_codesniffer), at
 * WCAG2AA, on every page of the site map in both languages and on the pages
 * the forms reach, failing on any error as pa11y reports one (warnings and
 * notices ask a person to look, as pa11y leaves them out by default). Run in
 * the journeys' own Chromium rather than through pa11y, whose current major
 * asks for Node 22 and which brings a second browser (Puppeteer's) with it.
 */

const HTMLCS = createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js");
const SHARES = 3;

// The script is added as page text, which the site's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

interface Finding {
  code: string;
  message: string;
  element: string;
}

/** The site map (one series and one message per language), and the pages its forms lead to. */
function pagesToCheck(request: APIRequestContext): Promise<string[]> {
  return pagesOfTheSite(request, (prefix) => [
    `${prefix}/groups/join?group=arcata-tuesday`,
    `${prefix}/plan-visit`,
    `${prefix}/give`,
    `${prefix}/give/manage`,
    `${prefix}/give/statement`,
    `${prefix}/give/thanks`,
    `${prefix}/events/summer-day-camp/sign-up`,
    `${prefix}/events/spring-break-camp/sign-up`,
  ]);
}

async function codeSnifferErrors(page: Page): Promise<Finding[]> {
  await page.addScriptTag({ path: HTMLCS });
  return page.evaluate(
    () =>
      new Promise<Finding[]>((resolve) => {
        const sniffer = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
        sniffer.process("WCAG2AA", document, () => {
          resolve(
            sniffer
              .getMessages()
              .filter((message) => message.type === 1)
              .map((message) => ({
                code: message.code,
                message: message.msg,
                element: message.element.outerHTML?.slice(0, 200) ?? String(message.element.nodeName),
              })),
          );
        });
      }),
  );
}

interface HtmlCodeSniffer {
  process(standard: string, element: Document, callback: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element: Element }[];
}

for (let share = 0; share < SHARES; share++) {
  test(`HTML_CodeSniffer (WCAG2AA, as pa11y) finds no error, part ${share + 1} of ${SHARES}`, async ({
    page,
    request,
  }) => {
    test.slow();
    const pages = await pagesToCheck(request);
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.some((path) => path.startsWith("/es/"))).toBe(true);
    const found: Record<string, Finding[]> = {};
    for (const path of pages.filter((_, index) => index % SHARES === share)) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      // A player or map starts after the first paint, in place of its <noscript> copy (which a script-running
      // page holds as text): checked as a visitor sees it, once it has (pa11y's own wait is for load alone).
      await page.waitForFunction(() =>
        [...document.querySelectorAll("deferred-frame:not([data-start=click])")].every(
          (frame) => !frame.querySelector("noscript"),
        ),
      );
      const errors = await codeSnifferErrors(page);
      if (errors.length > 0) found[path] = errors;
    }
    expect(found).toEqual({});
  });
}
