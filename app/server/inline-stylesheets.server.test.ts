import { expect, test } from "vitest";
import { DomUtils, parseDocument } from "htmlparser2";
import { inlineStylesheets } from "./inline-stylesheets.server";

const files: Record<string, string> = {
  "site-abc.css": ":root{color:#111}.nav{display:flex}",
  "pages-def.css": ".hero{min-height:50vh}",
  "fonts-ghi.css": "@font-face{src:url(./body.woff2)}",
};
const read = (file: string) => files[file] ?? null;

function styleAndLinks(html: string) {
  const nodes = DomUtils.findAll(() => true, parseDocument(html).children);
  return {
    styles: nodes
      .filter((node) => node.name === "style")
      .map((node) => [
        node.attribs["data-href"],
        node.children.map((child) => ("data" in child ? child.data : "")).join(""),
      ]),
    links: nodes.filter((node) => node.name === "link").map((node) => node.attribs.href),
  };
}

test("the build's stylesheets are carried in the page, in their order, each file's whole text", () => {
  const html =
    '<head><link rel="stylesheet" href="/assets/site-abc.css"/><link rel="stylesheet" href="/assets/pages-def.css"/></head>';
  expect(styleAndLinks(inlineStylesheets(html, read))).toEqual({
    styles: [
      ["/assets/site-abc.css", files["site-abc.css"]],
      ["/assets/pages-def.css", files["pages-def.css"]],
    ],
    links: [],
  });
});

test("a stylesheet the build did not make, or one with a relative url() or a closing style tag, stays a link", () => {
  const html =
    '<link rel="stylesheet" href="/assets/missing-xyz.css"/><link rel="stylesheet" href="/assets/fonts-ghi.css"/>' +
    '<link rel="stylesheet" href="https://fonts.example/a.css"/><link rel="stylesheet" href="/assets/bad-jkl.css"/>';
  const withBad = (file: string) => (file === "bad-jkl.css" ? "a{}</style><script>alert(1)</script>" : read(file));
  expect(styleAndLinks(inlineStylesheets(html, withBad))).toEqual({
    styles: [],
    links: ["/assets/missing-xyz.css", "/assets/fonts-ghi.css", "https://fonts.example/a.css", "/assets/bad-jkl.css"],
  });
});

test("other links (icons, the manifest, preloads) are left as they are", () => {
  const html =
    '<link rel="icon" href="/assets/site-abc.css"/><link rel="preload" as="style" href="/assets/site-abc.css"/>';
  expect(inlineStylesheets(html, read)).toBe(html);
});
