import { afterEach, expect, test, vi } from "vitest";
import { announcer } from "./announcer";

afterEach(() => vi.useRealTimers());

const summary = (count: number) => `${count} new messages`;

test("a few messages arriving together are read out as they are, once, after a moment", () => {
  vi.useFakeTimers();
  const region = { textContent: "" } as HTMLElement;
  const announce = announcer(region, summary);
  announce.line("Ana: Good morning!");
  announce.line("Luis: ¡Hola!");
  expect(region.textContent).toBe("");
  vi.advanceTimersByTime(1500);
  expect(region.textContent).toBe("Ana: Good morning! Luis: ¡Hola!");
});

test("many at once are summed up, never read one by one: a screen reader is not flooded", () => {
  vi.useFakeTimers();
  const region = { textContent: "" } as HTMLElement;
  const changes: string[] = [];
  const announce = announcer(
    new Proxy(region, {
      set(target, key, value) {
        if (key === "textContent") changes.push(value as string);
        return Reflect.set(target, key, value);
      },
    }),
    summary,
  );
  for (let index = 0; index < 40; index += 1) announce.line(`Someone: message ${index}`);
  vi.advanceTimersByTime(1500);
  expect(changes).toEqual(["40 new messages"]);
  // What happened to the person's own send is said at once.
  announce.now("Not sent: the connection dropped.");
  expect(changes.at(-1)).toBe("Not sent: the connection dropped.");
});
