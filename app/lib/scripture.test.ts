import { describe, expect, test } from "vitest";
import { bibleBooks } from "./bible-books";
import { booksIn, findPassages } from "./scripture";

const labels = (text: string) => findPassages(text).map((passage) => passage.label);

describe("references it finds", () => {
  test.each([
    ["Romans 8:1-11, 28", ["Romans 8:1-11, 28"]],
    ["John 3", ["John 3"]],
    ["John 3:16", ["John 3:16"]],
    ["Rom 8:28", ["Romans 8:28"]],
    ["Rom. 12:1-2", ["Romans 12:1-2"]],
    ["1 Cor 13", ["1 Corinthians 13"]],
    ["1Cor 13:4-7", ["1 Corinthians 13:4-7"]],
    ["1 Corinthians 3:10-15", ["1 Corinthians 3:10-15"]],
    ["I Corinthians 13", ["1 Corinthians 13"]],
    ["II Corinthians 5:17", ["2 Corinthians 5:17"]],
    ["2 Cor 5:17", ["2 Corinthians 5:17"]],
    ["First John 4:8", ["1 John 4:8"]],
    ["1 Jn 4:8", ["1 John 4:8"]],
    ["III John 1", ["3 John 1"]],
    ["2nd Timothy 3:16-17", ["2 Timothy 3:16-17"]],
    ["Second Kings 5", ["2 Kings 5"]],
    ["1 Sam 17", ["1 Samuel 17"]],
    ["Ps 23", ["Psalms 23"]],
    ["Psalm 23", ["Psalms 23"]],
    ["Psalms 139:1-18", ["Psalms 139:1-18"]],
    ["Psa 46:10", ["Psalms 46:10"]],
    ["Genesis 1-3", ["Genesis 1-3"]],
    ["Gen 1:1", ["Genesis 1:1"]],
    ["Exodus 20:1-17", ["Exodus 20:1-17"]],
    ["Deut 6:4-9", ["Deuteronomy 6:4-9"]],
    ["Isaiah 9:2-7", ["Isaiah 9:2-7"]],
    ["Isa 40:31", ["Isaiah 40:31"]],
    ["Jer 29:11", ["Jeremiah 29:11"]],
    ["Song of Songs 2:4", ["Song of Songs 2:4"]],
    ["Song of Solomon 8:6", ["Song of Songs 8:6"]],
    ["Ecclesiastes 3:1-8", ["Ecclesiastes 3:1-8"]],
    ["Matthew 9:35-38", ["Matthew 9:35-38"]],
    ["Matt 6:5-15", ["Matthew 6:5-15"]],
    ["Mark 4:1-20", ["Mark 4:1-20"]],
    ["Mk 4:35-41", ["Mark 4:35-41"]],
    ["Luke 15:11-32", ["Luke 15:11-32"]],
    ["Lk 2:8–14", ["Luke 2:8-14"]],
    ["Acts 2:42-47", ["Acts 2:42-47"]],
    ["Phil 4:13", ["Philippians 4:13"]],
    ["Philemon 1", ["Philemon 1"]],
    ["Heb 11:1", ["Hebrews 11:1"]],
    ["James 1:2-4", ["James 1:2-4"]],
    ["Jude 1", ["Jude 1"]],
    ["Rev 21:1-5", ["Revelation 21:1-5"]],
    ["John 3:16-4:2", ["John 3:16-4:2"]],
    ["Romans 8:1, 5, 28", ["Romans 8:1, 5, 28"]],
    ["ROMANS 8", ["Romans 8"]],
    ["Job 38", ["Job 38"]],
    ["Jonah 2", ["Jonah 2"]],
    ["Obadiah 1:15", ["Obadiah 1:15"]],
    ["Romans 8:28, 2 Corinthians 5:17", ["Romans 8:28", "2 Corinthians 5:17"]],
    ["Read Romans 12:1-2 and Ephesians 5:8-14 this week.", ["Romans 12:1-2", "Ephesians 5:8-14"]],
    ["Renovated Lives: Tearing Down\n\nRomans 12:1-2", ["Romans 12:1-2"]],
    ["Mark 1: The Beginning of the Good News", ["Mark 1"]],
    ["(John 14:23)", ["John 14:23"]],
    ["John 3:16; John 3:16", ["John 3:16"]],
  ])("%s", (text, expected) => {
    expect(labels(text)).toEqual(expected);
  });
});

describe("names and words it leaves alone", () => {
  test.each([
    "Mark Smith",
    "Acts of kindness",
    "Job fair",
    "Pastor Mark will preach",
    "John and Mary's wedding",
    "Psalms for the Summer",
    "mark 4 on your calendar",
    "Job 2026 openings",
    "Romans 17",
    "Jude 2",
    "Is 5 enough?",
    "Act 2 of the play",
    "James Brown",
    "Foundations: Sent",
    "Luke Skywalker",
    "Titus Andronicus",
    "",
    "Genesis of an idea",
    "The 2 Kings of Leon",
    "Mark4",
    "Numbers don't lie",
  ])("%s", (text) => {
    expect(labels(text)).toEqual([]);
  });
});

test("every book of the 66 is found by its full name, in canonical order", () => {
  expect(bibleBooks).toHaveLength(66);
  const text = bibleBooks.map((book) => `${book.name} 1`).join("; ");
  expect(booksIn(text)).toEqual(bibleBooks.map((book) => book.id));
});

test("a passage knows its book and chapter", () => {
  expect(findPassages("1 Cor 13:4-7")).toEqual([
    { bookId: "1-corinthians", label: "1 Corinthians 13:4-7", chapter: 13 },
  ]);
});
