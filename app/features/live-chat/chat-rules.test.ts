import { expect, test } from "vitest";
import { checkMessage, checkName, plainLine, refusedWords } from "./chat-rules";

const none = refusedWords([]);

test("a message is one line of plain text: controls and bidirectional marks go, markup stays as typed", () => {
  expect(plainLine("  hello\n\tworld  ")).toBe("hello world");
  expect(plainLine("evil\u202Eeman\u200B")).toBe("evil eman");
  expect(checkMessage("<script>alert(1)</script>", 300, none)).toEqual({
    ok: true,
    text: "<script>alert(1)</script>",
  });
});

test("an empty or too long message is refused, counted in characters", () => {
  expect(checkMessage("   ", 300, none)).toEqual({ ok: false, problem: "empty" });
  expect(checkMessage(42, 300, none)).toEqual({ ok: false, problem: "empty" });
  expect(checkMessage("ñ".repeat(300), 300, none).ok).toBe(true);
  expect(checkMessage("ñ".repeat(301), 300, none)).toEqual({ ok: false, problem: "too-long" });
});

test("the church's words are refused as whole words, whatever their capitals and accents", () => {
  const refuses = refusedWords(["casino", "free bitcoin", "apuestas"]);
  expect(checkMessage("Best CASINÓ in town", 300, refuses)).toEqual({ ok: false, problem: "word" });
  expect(checkMessage("get free   bitcoin now", 300, refuses)).toEqual({ ok: false, problem: "word" });
  expect(checkMessage("Apuestas!", 300, refuses)).toEqual({ ok: false, problem: "word" });
  // Inside another word it is no match: "casinos" is a word of its own, so is "occasion".
  expect(checkMessage("What an occasion", 300, refuses).ok).toBe(true);
  expect(checkName("Casino Carl", refuses)).toEqual({ ok: false, problem: "word" });
  expect(checkName("María José", refuses)).toEqual({ ok: true, text: "María José" });
  expect(checkName("x".repeat(41), refuses)).toEqual({ ok: false, problem: "too-long" });
});
