/**
 * The parts of a service worker's global scope the worker uses. The project's
 * TypeScript has the DOM's types (the pages' elements), which lack the
 * worker's: these few are named here rather than mixing the WebWorker library
 * into every file's types.
 */
import type { WorkerConfig } from "~/lib/worker-config";

export interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  request: Request;
  preloadResponse: Promise<Response | undefined>;
  respondWith(answer: Promise<Response> | Response): void;
}

export interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
  /** Declarative Web Push: a notification the browser shows itself, when it handed the message here too. */
  notification?: Notification | null;
}

export interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}

export interface WindowClient {
  url: string;
  focus(): Promise<WindowClient>;
}

export interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  fetch: typeof fetch;
  registration: ServiceWorkerRegistration & {
    navigationPreload?: { enable(): Promise<void> };
  };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: "window"; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  addEventListener(type: "push", listener: (event: PushEvent) => void): void;
  addEventListener(type: "notificationclick", listener: (event: NotificationEvent) => void): void;
  SITE_WORKER: WorkerConfig;
}
