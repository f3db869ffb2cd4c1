import { expect, test } from "vitest";
import { formatChildrenAges, parseChildrenAges, partyLine } from "./visit-form";

test("children's ages are read however a parent writes the list", () => {
  expect(parseChildrenAges("4, 7")).toEqual([4, 7]);
  expect(parseChildrenAges("4 and 7 and 12")).toEqual([4, 7, 12]);
  expect(parseChildrenAges(" 0;3 ")).toEqual([0, 3]);
  expect(parseChildrenAges("")).toEqual([]);
  expect(formatChildrenAges([4, 7])).toBe("4, 7");
});

test("anything that is not a list of children's ages is refused", () => {
  expect(parseChildrenAges("four")).toBeNull();
  expect(parseChildrenAges("4.5")).toBeNull();
  expect(parseChildrenAges("18")).toBeNull();
  expect(parseChildrenAges("-1")).toBeNull();
  expect(parseChildrenAges(Array.from({ length: 13 }, () => "5").join(","))).toBeNull();
});

test("who is coming reads as a sentence", () => {
  expect(partyLine(2, [4, 7])).toBe("2 adults and 2 children (ages 4 and 7)");
  expect(partyLine(1, [6])).toBe("1 adult and 1 child (age 6)");
  expect(partyLine(0, [15, 12, 9])).toBe("3 children (ages 15, 12 and 9)");
  expect(partyLine(3, [])).toBe("3 adults");
});
