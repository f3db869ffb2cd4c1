import { expect, test } from "vitest";
import { htmlToLines } from "./plain-lines";

test("absent text becomes one empty line (SPEC 3)", () => {
  expect(htmlToLines(null)).toEqual([""]);
  expect(htmlToLines(undefined)).toEqual([""]);
  expect(htmlToLines("")).toEqual([""]);
  expect(htmlToLines("<p></p><p>&nbsp;</p>")).toEqual([""]);
});

test("paragraphs and line breaks become lines, empty ones dropped", () => {
  expect(htmlToLines("<p>First</p><p></p><p>Second<br>third<br/>fourth</p>")).toEqual([
    "First",
    "Second",
    "third",
    "fourth",
  ]);
});

test("plain text keeps its non-empty lines", () => {
  expect(htmlToLines("One\r\n\r\n  Two  \nThree")).toEqual(["One", "Two", "Three"]);
});

test("scripts, styles and comments disappear; escaped markup stays as visible text", () => {
  expect(
    htmlToLines("<p>Hi</p><script>alert('x')</script><style>p{}</style><!-- note --><p>&lt;b&gt;bold&lt;/b&gt;</p>"),
  ).toEqual(["Hi", "<b>bold</b>"]);
});

test("entities are decoded once, list items get a bullet", () => {
  expect(htmlToLines("<ul><li>Games &amp; music</li><li>Snacks&#8230; &#x2764;</li></ul>")).toEqual([
    "• Games & music",
    "• Snacks… ❤",
  ]);
  expect(htmlToLines("&amp;lt;")).toEqual(["&lt;"]);
});
