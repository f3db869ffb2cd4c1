import { expect, test } from "vitest";
import { slugify } from "./slug";

test("lower-cases and joins words with hyphens", () => {
  expect(slugify("Vision Sunday")).toBe("vision-sunday");
});

test("replaces every run of non-word characters with one hyphen", () => {
  expect(slugify("Sent & Sown: Sent with Abundance")).toBe("sent-sown-sent-with-abundance");
  expect(slugify("Foundations:  Renovated Lives")).toBe("foundations-renovated-lives");
});

test("keeps digits and underscores, which are word characters", () => {
  expect(slugify("Psalm 23_Part 2")).toBe("psalm-23_part-2");
});

test("follows the SPEC literally at the edges", () => {
  expect(slugify("What is Love?")).toBe("what-is-love-");
  expect(slugify("¿Qué?")).toBe("-qu-");
});
