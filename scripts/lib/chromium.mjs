// Debian's Chromium, as the journeys (playwright.config.ts), `npm test` and
// `npm run lighthouse` start it: no sandbox (root in a container), no GPU, and
// none of the background traffic (updates, sync, QUIC) that would reach for
// the internet or skew a measurement.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
