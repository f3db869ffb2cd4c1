/**
 * The menu's entries that follow the clock (the live service's link, a
 * season's link, the gathering day's look of "I'm New": app/components/layout/
 * site-nav.tsx) are right for the minute the page was drawn in. A page that
 * was prerendered (issue 39) and shown after that minute ended asks the server
 * for the page again (its cache answers at once) and takes those entries from
 * it, so the menu never says "Live" after the service, or misses it.
 */
const CLOCK_BOUND = [".nav-item-seasonal", ".nav-item-visitor"];

/**
 * `menu`'s `data-rendered-at` is the render's instant on the server's clock; the time since the page was
 * asked for (performance.timeOrigin, on the device's clock: the two clocks' difference cancels out) says
 * whether the server's minute is over. A copy from the page cache was drawn earlier still, so this errs
 * towards a few seconds late, never towards a needless request.
 */
export async function refreshClockBoundEntries(menu: HTMLElement): Promise<void> {
  const renderedAt = Number(menu.dataset.renderedAt);
  if (!Number.isFinite(renderedAt)) return;
  const minuteEnds = (Math.floor(renderedAt / 60_000) + 1) * 60_000;
  if (renderedAt + (Date.now() - performance.timeOrigin) < minuteEnds) return;
  try {
    // "no-cache": the browser's copy is the one being replaced (its stale-while-revalidate would answer with it).
    const response = await fetch(window.location.href, { headers: { Accept: "text/html" }, cache: "no-cache" });
    if (!response.ok) return;
    const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
    const list = menu.querySelector(".nav-list");
    const freshList = fresh.querySelector("site-menu .nav-list");
    if (!list || !freshList) return;
    for (const selector of CLOCK_BOUND) {
      const now = freshList.querySelector(selector);
      const before = list.querySelector(selector);
      if (now && before) before.replaceWith(document.importNode(now, true));
      else if (now) list.append(document.importNode(now, true));
      else before?.remove();
    }
    menu.dataset.renderedAt = fresh.querySelector<HTMLElement>("site-menu")?.dataset.renderedAt ?? "";
  } catch {
    // Offline for a moment: the menu keeps what it showed.
  }
}
