import { expect, test } from "vitest";
import { textDocument } from "~/server/text-response.server";
import { builtDocuments } from "./built-documents.server";

test("a document is built once and served again until it expires or the upstream copy changes", async () => {
  const documents = builtDocuments(10);
  let builds = 0;
  const build = async () => ({ document: textDocument(`<rss>${++builds}</rss>`), validUntil: 1_000 });
  const first = await documents.get("a", 0, build);
  expect(await documents.get("a", 999, build)).toBe(first);
  expect(builds).toBe(1);
  expect((await documents.get("a", 1_000, build))?.body).toContain("2");
  documents.clear();
  await documents.get("a", 0, build);
  expect(builds).toBe(3);
});

test("only the most recent keys are kept, so forged Host headers cannot fill memory", async () => {
  const documents = builtDocuments(2);
  let builds = 0;
  const build = async () => ({ document: null, validUntil: Infinity });
  const counted = async () => {
    builds += 1;
    return build();
  };
  for (const key of ["a", "b", "c"]) await documents.get(key, 0, counted);
  await documents.get("c", 0, counted);
  await documents.get("a", 0, counted);
  expect(builds).toBe(4);
});
