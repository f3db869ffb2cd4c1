import { expect, test } from "vitest";
import { setBounded } from "./bounded-map";

test("beyond its bound the map forgets the entries set longest ago", () => {
  const map = new Map<string, number>();
  for (let index = 0; index < 10; index += 1) setBounded(map, `key-${index}`, index, 3);
  expect([...map.keys()]).toEqual(["key-7", "key-8", "key-9"]);
});

test("setting a key again makes it the most recent", () => {
  const map = new Map<string, number>();
  setBounded(map, "a", 1, 2);
  setBounded(map, "b", 2, 2);
  setBounded(map, "a", 3, 2);
  setBounded(map, "c", 4, 2);
  expect([...map.entries()]).toEqual([
    ["a", 3],
    ["c", 4],
  ]);
});
