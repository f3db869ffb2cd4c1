/**
 * A page may be drawn before the visitor opens it: prerendered by the site's
 * Speculation Rules (issue 39) or by the browser itself. It runs its script
 * then, unseen, and is shown seconds or minutes later. What depends on the
 * moment it is shown (a clock, a picture's turn, a frame from another site)
 * waits for that moment: `run` now when the page is already shown, or when
 * the prerendered page is activated.
 */
export function whenShown(run: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", run, { once: true });
  } else {
    run();
  }
}
