import { markEnhanced } from "./support/enhance";
import { pushSupport, registerWorker, urlBase64Bytes, workerReady } from "./support/push-device";
import { withXsrfHeader } from "./support/xsrf-fetch";

/** The server's words (app/components/app/push-topics.tsx). */
interface Words {
  on: string;
  off: string;
  noTopic: string;
  unsupported: string;
  iphoneFirst: string;
  denied: string;
  dismissed: string;
  failed: string;
  unavailable: string;
  remindersFor: string;
  working: string;
  save: string;
  remindOn: string;
}

/** What /push/subscriptions and /push/subscriptions/state answer (the contract with the server, issue 44). */
interface DeviceState {
  topics: string[];
  /** The events this device is reminded of (state only): their names and dates as the server writes them. */
  events?: { name: string; date: string }[];
}

/** The site's notifications are off (GET /push/key answers 404): nothing to offer. */
class PushOff extends Error {}

/**
 * <push-topics>: the church's notifications on this device (issue 44), on
 * /app and, as "Remind me on this phone" (`data-reminder`), on a sign-up's
 * confirmation page. It registers the service worker (/sw.js) when the page
 * has loaded; says plainly when this browser cannot have notifications (an
 * iPhone's Safari tab, which must add the app first; a denied permission, and
 * where to allow it); and on the person's press, and only then, asks the
 * browser's permission, subscribes with the site's VAPID key (GET /push/key)
 * and tells the site the topics chosen (POST /push/subscriptions). A device
 * already subscribed shows what it chose (POST /push/subscriptions/state) and
 * can switch everything off (POST /push/subscriptions/remove, then the
 * browser's unsubscribe). Every post carries the XSRF header (SPEC 7.4).
 */
export class PushTopics extends HTMLElement {
  #words = {} as Words;
  #form: HTMLFormElement | null = null;
  #submit: HTMLButtonElement | null = null;
  #off: HTMLButtonElement | null = null;
  #status: HTMLElement | null = null;
  #post = withXsrfHeader(window.fetch.bind(window), () => document.cookie, window.location.origin);

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    this.#words = JSON.parse(this.dataset.words ?? "{}") as Words;
    this.#form = this.querySelector("form");
    this.#submit = this.querySelector("button[type=submit]");
    this.#off = this.querySelector("[data-switch-off]");
    this.#status = this.querySelector(".push-status");
    registerWorker();
    this.#form?.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.#turnOn();
    });
    this.#off?.addEventListener("click", () => void this.#switchOff());
    markEnhanced(this);
    void this.#show();
  }

  /** What this device can do, and what it has chosen. */
  async #show(): Promise<void> {
    const support = pushSupport();
    if (support !== "supported") return this.#say(this.#words[support === "iphone" ? "iphoneFirst" : "unsupported"]);
    if (Notification.permission === "denied") return this.#say(this.#words.denied);
    this.#submit!.disabled = false;
    if (Notification.permission !== "granted") return;
    const subscription = await (await workerReady())?.pushManager.getSubscription();
    const state = subscription ? await this.#state(subscription.endpoint) : null;
    if (state) this.#showOn(state.topics, state.events);
  }

  async #turnOn(): Promise<void> {
    const topics = this.#chosen();
    if (topics.length === 0) return this.#say(this.#words.noTopic);
    // The permission before any await, while the press still counts as the person's: Safari refuses it after one.
    const permission = Notification.requestPermission();
    this.#busy(true);
    try {
      const answer = await permission;
      if (answer !== "granted") return this.#say(this.#words[answer === "denied" ? "denied" : "dismissed"]);
      const registration = await workerReady();
      if (!registration) return this.#say(this.#words.failed);
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: await this.#key() }));
      // A sign-up's reminder adds to what this device chose before; it takes nothing away.
      const before = this.hasAttribute("data-reminder") ? await this.#state(subscription.endpoint) : null;
      const body = {
        subscription: subscription.toJSON(),
        topics: [...new Set([...(before?.topics ?? []), ...topics])],
        language: this.dataset.language,
        ...(this.hasAttribute("data-reminder") ? { registration: window.location.search.slice(1) } : {}),
      };
      const saved = (await this.#send("/push/subscriptions", body)) as DeviceState | null;
      if (!saved) return this.#say(this.#words.failed);
      this.#showOn(saved.topics);
    } catch (error) {
      this.#say(this.#words[error instanceof PushOff ? "unavailable" : "failed"]);
    } finally {
      this.#busy(false);
    }
  }

  async #switchOff(): Promise<void> {
    this.#busy(true);
    try {
      const subscription = await (await workerReady())?.pushManager.getSubscription();
      if (subscription) {
        if (!(await this.#send("/push/subscriptions/remove", { endpoint: subscription.endpoint })))
          return this.#say(this.#words.failed);
        await subscription.unsubscribe();
      }
      for (const box of this.#boxes()) box.checked = false;
      this.#off!.hidden = true;
      this.#say(this.#words.off);
    } catch {
      this.#say(this.#words.failed);
    } finally {
      this.#busy(false);
    }
  }

  #showOn(topics: string[], events: DeviceState["events"] = []): void {
    for (const box of this.#boxes()) box.checked = topics.includes(box.value);
    if (this.hasAttribute("data-reminder")) return this.#say(this.#words.remindOn);
    if (this.#off) this.#off.hidden = false;
    this.#submit!.textContent = this.#words.save;
    const list = (items: string[]) => new Intl.ListFormat(document.documentElement.lang).format(items);
    const names = this.#boxes()
      .filter((box) => box.checked)
      .map((box) => box.parentElement?.textContent?.trim() ?? box.value);
    const reminded = events.map((event) => `${event.name} (${event.date})`);
    this.#say(
      this.#words.on.replace("%TOPICS%", list(names)) +
        (reminded.length > 0 ? ` ${this.#words.remindersFor.replace("%EVENTS%", list(reminded))}` : ""),
    );
  }

  #boxes(): HTMLInputElement[] {
    return [...this.querySelectorAll<HTMLInputElement>("input[type=checkbox]")];
  }

  #chosen(): string[] {
    return [...new FormData(this.#form!).getAll("topics")].map(String);
  }

  async #key(): Promise<Uint8Array<ArrayBuffer>> {
    const answer = await fetch("/push/key", { cache: "no-store" });
    if (answer.status === 404) throw new PushOff();
    if (!answer.ok) throw new Error("no key");
    return urlBase64Bytes(((await answer.json()) as { publicKey: string }).publicKey);
  }

  async #state(endpoint: string): Promise<DeviceState | null> {
    return (await this.#send("/push/subscriptions/state", { endpoint })) as DeviceState | null;
  }

  /** Posts JSON to the site; the parsed answer, or null when it refused or did not answer. */
  async #send(address: string, body: unknown): Promise<unknown> {
    try {
      const answer = await this.#post(address, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        credentials: "same-origin",
      });
      return answer.ok ? await answer.json() : null;
    } catch {
      return null;
    }
  }

  #busy(busy: boolean): void {
    for (const button of [this.#submit, this.#off]) if (button) button.disabled = busy;
    if (busy) this.#say(this.#words.working);
  }

  #say(text: string): void {
    if (this.#status) this.#status.textContent = text;
  }
}
