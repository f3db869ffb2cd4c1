/**
 * What a browser offers for the church's notifications (issue 44), for
 * <push-topics>: the service worker at /sw.js (scope "/", docs/decisions/070)
 * and Web Push.
 */

/** The worker's address: the site's root, so its scope may be the whole site. */
const WORKER = "/sw.js";
/** How long to wait for the worker before saying it did not work (a phone may be slow; a missing worker never comes). */
const READY_MS = 15_000;

/**
 * Whether this browser can have the church's notifications here: `iphone` is an iPhone's or iPad's browser tab,
 * where Web Push comes only to the app added to the home screen (iOS 16.4 or later); there it is `supported`.
 */
export function pushSupport(): "supported" | "iphone" | "unsupported" {
  const apple =
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
  const installed =
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as { standalone?: boolean }).standalone === true;
  if (apple && !installed) return "iphone";
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window))
    return "unsupported";
  return "supported";
}

/** Registers the worker once the page has loaded, so it never competes with the page for the network. */
export function registerWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  const register = () => void navigator.serviceWorker.register(WORKER, { scope: "/" }).catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}

/** The active worker's registration, or null when none becomes ready in time. */
export function workerReady(): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_MS)),
  ]);
}

/** A VAPID public key (base64url, as GET /push/key gives it) as the bytes subscribe() takes. */
export function urlBase64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(text.length / 4) * 4, "=");
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}
