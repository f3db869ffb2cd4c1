/**
 * A click the page may take over: the main button, with no modifier key (a
 * click with Ctrl, Cmd, Shift or Alt keeps the browser's own meaning: a new
 * tab, a new window, a download), and not already handled.
 */
export function isPlainClick(
  event: Pick<MouseEvent, "defaultPrevented" | "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
