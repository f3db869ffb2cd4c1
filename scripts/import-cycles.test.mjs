import { expect, test } from "vitest";
import { findImportCycles, importGraph } from "./import-cycles.mjs";

const graphOf = (edges) => new Map(Object.entries(edges));

test("a circle through three files is found and named the way round it goes", () => {
  const graph = graphOf({ "a.ts": ["b.ts"], "b.ts": ["c.ts", "d.ts"], "c.ts": ["a.ts"], "d.ts": [] });
  expect(findImportCycles(graph)).toEqual([["a.ts", "b.ts", "c.ts", "a.ts"]]);
});

test("two files that import each other and a file that imports itself are circles; a diamond is not", () => {
  const graph = graphOf({
    "form-labels.ts": ["form-schema.ts"],
    "form-schema.ts": ["form-labels.ts"],
    "self.ts": ["self.ts"],
    "top.ts": ["left.ts", "right.ts"],
    "left.ts": ["bottom.ts"],
    "right.ts": ["bottom.ts"],
    "bottom.ts": [],
  });
  expect(findImportCycles(graph)).toEqual([
    ["form-labels.ts", "form-schema.ts", "form-labels.ts"],
    ["self.ts", "self.ts"],
  ]);
});

test("the project's own imports, the ~/ alias and type imports included, make no circle", () => {
  const graph = importGraph();
  // The walk resolves the alias: the document shell imports its components through it.
  expect(graph.get("app/root.tsx")?.some((file) => file.startsWith("app/components/"))).toBe(true);
  expect(findImportCycles(graph)).toEqual([]);
}, 30_000);
