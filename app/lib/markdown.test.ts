import { Parser } from "htmlparser2";
import { expect, test } from "vitest";
import { inlineMarkdownToHtml, markdownToHtml, markdownToText } from "./markdown";

/** The elements and attributes of an HTML fragment, as a browser's parser would see them. */
function elements(html: string): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attributes) => found.push({ name, attributes }) });
  parser.write(html);
  parser.end();
  return found;
}

test("raw HTML is shown as text, never as markup", () => {
  const html = markdownToHtml('Hello <script>alert("x")</script> <img src=x onerror=alert(1)>');
  expect(elements(html).map((element) => element.name)).toEqual(["p"]);
  expect(html).toContain("&lt;script&gt;");
});

test("a javascript: link is not a link", () => {
  const html = markdownToHtml("[click me](javascript:alert(1)) and [data](data:text/html,hi)");
  expect(elements(html).filter((element) => element.name === "a")).toEqual([]);
  expect(markdownToText("[click me](javascript:alert(1))")).toContain("click me");
});

test("links to other sites get noopener; documents lead to /files/", () => {
  const found = elements(markdownToHtml("[Beliefs](files/beliefs.pdf) and [BibleProject](https://bibleproject.com)"));
  expect(found.filter((element) => element.name === "a").map((element) => element.attributes)).toEqual([
    { href: "/files/beliefs.pdf" },
    { href: "https://bibleproject.com", rel: "noopener" },
  ]);
});

test("placeholders are filled; an inline text has no paragraph around it", () => {
  expect(inlineMarkdownToHtml("Welcome to *{church}*", { church: "Grace & Truth" })).toBe(
    "Welcome to <em>Grace &amp; Truth</em>",
  );
  expect(markdownToText("{years} years at {church}", { years: 7, church: "Harbor" })).toBe("7 years at Harbor");
  expect(markdownToText("An {unknown} stays")).toBe("An {unknown} stays");
});

test("on a page in another language, links to the site's pages keep that language; documents and other sites do not", () => {
  const source =
    "[Visit](/visit), [home](/), [again](/es/about), [beliefs](files/beliefs.pdf), [map](/media/map.png) and [BibleProject](https://bibleproject.com)";
  const links = elements(markdownToHtml(source, {}, { languagePrefix: "/es" })).filter(
    (element) => element.name === "a",
  );
  expect(links.map((link) => link.attributes.href)).toEqual([
    "/es/visit",
    "/es/",
    "/es/about",
    "/files/beliefs.pdf",
    "/media/map.png",
    "https://bibleproject.com",
  ]);
  const inline = elements(inlineMarkdownToHtml("[Visit](/visit)", {}, { languagePrefix: "/es" }));
  expect(inline[0]?.attributes.href).toBe("/es/visit");
  expect(elements(markdownToHtml("[Visit](/visit)"))[1]?.attributes.href).toBe("/visit");
});
