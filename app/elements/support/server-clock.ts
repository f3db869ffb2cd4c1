/**
 * The server's clock in the browser: the device's clock plus the difference
 * measured when the page arrived (`serverNow`, the render's clock). A visitor
 * whose phone runs five minutes late still sees the right countdown, and
 * tests set one clock, the server's (X-Test-Now).
 */
export function serverClock(serverNow: number): () => number {
  const skew = Number.isFinite(serverNow) ? serverNow - Date.now() : 0;
  return () => Date.now() + skew;
}
