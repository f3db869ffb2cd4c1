/** What Tab can reach: links, buttons and form fields that are enabled and not taken out of the tab order. */
const FOCUSABLE =
  "a[href], button:not([disabled]), input:not([disabled]):not([tabindex='-1']), select:not([disabled]), textarea:not([disabled])";

/**
 * The visible, focusable elements of `containers`, in order. A container that
 * is itself a link or button counts as one (the drawer's toggle).
 */
export function focusableWithin(containers: (HTMLElement | null)[]): HTMLElement[] {
  return containers.flatMap((container) => {
    if (!container) return [];
    if (container.matches("a[href], button")) return [container];
    return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.offsetParent !== null);
  });
}

/** On Tab at the last element go to the first, on Shift+Tab at the first go to the last. */
export function wrapTabFocus(
  event: { key: string; shiftKey: boolean; preventDefault: () => void },
  focusable: HTMLElement[],
): void {
  if (event.key !== "Tab") return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
