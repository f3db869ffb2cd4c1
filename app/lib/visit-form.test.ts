import { translator } from "~/i18n/translate";
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
  expect(parseChildrenAges("4, 7 y 12")).toEqual([4, 7, 12]);
  expect(parseChildrenAges("18")).toBeNull();
  expect(parseChildrenAges("-1")).toBeNull();
  expect(parseChildrenAges(Array.from({ length: 13 }, () => "5").join(","))).toBeNull();
});

test("who is coming reads as a sentence, in the page's language", () => {
  const { t } = translator("en", "US");
  expect(partyLine(2, [4, 7], t)).toBe("2 adults and 2 children (ages 4 and 7)");
  expect(partyLine(1, [6], t)).toBe("1 adult and 1 child (age 6)");
  expect(partyLine(0, [15, 12, 9], t)).toBe("3 children (ages 15, 12 and 9)");
  expect(partyLine(3, [], t)).toBe("3 adults");
  const spanish = translator("es", "US").t;
  expect(partyLine(2, [4, 7], spanish)).toBe("2 adultos y 2 niños (de 4 y 7 años)");
  expect(partyLine(1, [6], spanish)).toBe("1 adulto y 1 niño (de 6 años)");
});
