/**
 * The chat's one live region (issue 45): a screen reader hears new messages politely, a few at a time,
 * never flooded. Messages that arrive together are gathered for a moment; up to three are read out as they
 * are, more are summed up ("12 new messages"). What happened to the person's own send is said at once.
 */
const GATHER_MS = 1500;
const READ_OUT = 3;

export function announcer(region: HTMLElement, summary: (count: number) => string) {
  let waiting: string[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    region.textContent = waiting.length > READ_OUT ? summary(waiting.length) : waiting.join(" ");
    waiting = [];
  };
  return {
    line(text: string): void {
      waiting.push(text);
      timer ??= setTimeout(flush, GATHER_MS);
    },
    now(text: string): void {
      region.textContent = text;
    },
  };
}
