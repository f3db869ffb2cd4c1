import { expect, test } from "vitest";
import { paragraphsOf, splitLinks } from "./linkify";

test("web addresses become links, trailing punctuation stays text", () => {
  expect(splitLinks("Notes: https://example.org/notes/windows.")).toEqual([
    { kind: "text", text: "Notes: " },
    { kind: "link", href: "https://example.org/notes/windows", text: "https://example.org/notes/windows" },
    { kind: "text", text: "." },
  ]);
});

test("other schemes and markup stay plain text", () => {
  expect(splitLinks('javascript:alert(1) <a href="x">y</a>')).toEqual([
    { kind: "text", text: 'javascript:alert(1) <a href="x">y</a>' },
  ]);
});

test("paragraphs split on blank lines and keep their single line breaks", () => {
  expect(paragraphsOf("One\r\nTwo\n\n\nThree\n")).toEqual([
    ["One", "Two"],
    ["Three", ""],
  ]);
  expect(paragraphsOf("")).toEqual([]);
});
