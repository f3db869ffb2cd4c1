import { expect, test } from "vitest";
import { renderScope, markPerVisitor } from "./render-scope.server";
import { sharedRenders } from "./shared-renders.server";

interface Answer {
  shareable: boolean;
  body: string;
}

/** A render that takes a turn of the event loop, as a real one does, counting how often it ran. */
function counting(shareable: boolean) {
  let renders = 0;
  return {
    render: async (): Promise<Answer> => {
      renders += 1;
      const body = `render ${renders}`;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { shareable, body };
    },
    count: () => renders,
  };
}

test("simultaneous requests for a page for anyone share one render", async () => {
  const renderShared = sharedRenders<Answer>(10);
  const page = counting(true);
  const answers = await Promise.all(Array.from({ length: 20 }, () => renderShared("/about", "1", true, page.render)));
  expect(page.count()).toBe(1);
  expect(new Set(answers.map(({ answer }) => answer.body))).toEqual(new Set(["render 1"]));
  expect(answers.filter(({ source }) => source === "own")).toHaveLength(1);
});

test("a page made for one visitor is handed to no other request: each waiter renders its own", async () => {
  const renderShared = sharedRenders<Answer>(10);
  const form = counting(false);
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => renderShared("/forms/connect-card", "1", true, form.render)),
  );
  expect(form.count()).toBe(20);
  expect(new Set(answers.map(({ answer }) => answer.body)).size).toBe(20);
  expect(answers.every(({ source }) => source === "own")).toBe(true);
});

test("once a page proved one visitor's this minute, its requests render at once; the next minute it is learnt again", async () => {
  const renderShared = sharedRenders<Answer>(10);
  const form = counting(false);
  await renderShared("/forms/prayer", "1", true, form.render);
  // Nobody queues behind another's render: both start at once.
  const started = [
    renderShared("/forms/prayer", "1", true, form.render),
    renderShared("/forms/prayer", "1", true, form.render),
  ];
  expect(form.count()).toBe(3);
  await Promise.all(started);
  // A page that is public again next minute (an apology that has passed) is shared again.
  const page = counting(true);
  await Promise.all(Array.from({ length: 5 }, () => renderShared("/forms/prayer", "2", true, page.render)));
  expect(page.count()).toBe(1);
});

test("renders of different minutes or addresses, and addresses no page reads, are never shared", async () => {
  const renderShared = sharedRenders<Answer>(10);
  const page = counting(true);
  await Promise.all([
    renderShared("/about", "1", true, page.render),
    renderShared("/about", "2", true, page.render),
    renderShared("/visit", "1", true, page.render),
    renderShared("/about?utm=x", "1", false, page.render),
    renderShared("/about?utm=x", "1", false, page.render),
  ]);
  expect(page.count()).toBe(5);
});

test("a failed render fails its waiters too, and the next request renders again", async () => {
  const renderShared = sharedRenders<Answer>(10);
  let calls = 0;
  const failing = async (): Promise<Answer> => {
    calls += 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    throw new Error("the disk");
  };
  const outcomes = await Promise.allSettled([1, 2, 3].map(() => renderShared("/about", "1", true, failing)));
  expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
  expect(calls).toBe(1);
  await expect(renderShared("/about", "1", true, failing)).rejects.toThrow("the disk");
  expect(calls).toBe(2);
});

test("whatever a render marks as one visitor's (a token signed deep in a loader) is known when it ends, and only to it", async () => {
  const marked = renderScope(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    markPerVisitor();
    return "page with a token";
  });
  const plain = renderScope(async () => "public page");
  await Promise.all([marked.rendered, plain.rendered]);
  expect(marked.perVisitor()).toBe(true);
  expect(plain.perVisitor()).toBe(false);
  // Outside any render (an action, the background work) marking changes nothing.
  expect(() => markPerVisitor()).not.toThrow();
});
