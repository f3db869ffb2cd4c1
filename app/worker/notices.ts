/**
 * The church's notifications (issue 44). Every push message is a declarative
 * push message (W3C Push API, "Declarative push message"; WebKit's
 * Declarative Web Push): `{"web_push": 8030, "notification": {title, body,
 * navigate, lang, tag, icon?, badge?, timestamp?}}`, so Safari shows it
 * without this worker, and this worker shows the same message in browsers
 * that hand it the push event. A tap opens the notice's page (its `navigate`,
 * a page of this site), or brings it forward when it is already open.
 */

export interface Notice {
  title: string;
  options: NotificationOptions & { data: { navigate: string } };
}

/** Reads a message's notice; a message that is not one (or points off the site) gives the church's home page. */
export function noticeOf(message: unknown, origin: string, fallbackTitle: string): Notice {
  const notification = (message as { web_push?: unknown; notification?: Record<string, unknown> } | null)?.notification;
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const title = text(notification?.title);
  const navigate = sameSite(text(notification?.navigate), origin);
  if ((message as { web_push?: unknown } | null)?.web_push !== 8030 || !title || !navigate) {
    return { title: fallbackTitle, options: { data: { navigate: `${origin}/` } } };
  }
  const timestamp = typeof notification?.timestamp === "number" ? notification.timestamp : undefined;
  const options: Notice["options"] = {
    body: text(notification?.body),
    lang: text(notification?.lang),
    tag: text(notification?.tag),
    icon: text(notification?.icon),
    badge: text(notification?.badge),
    data: { navigate },
  };
  // NotificationOptions has no timestamp in the DOM's types; the Notifications standard has.
  if (timestamp !== undefined) Object.assign(options, { timestamp });
  return { title, options };
}

/** The address, when it is a page of this site; else undefined. */
function sameSite(address: string | undefined, origin: string): string | undefined {
  if (!address) return undefined;
  try {
    const url = new URL(address, origin);
    return url.origin === origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The parts of a window the worker uses. */
export interface WindowLike {
  url: string;
  focus(): Promise<unknown>;
}

/** Brings forward the window already showing `address`, else opens it. */
export async function openNotice(
  address: string,
  windows: () => Promise<readonly WindowLike[]>,
  openWindow: (url: string) => Promise<unknown>,
): Promise<unknown> {
  const open = (await windows()).find((window) => window.url === address);
  return open ? open.focus() : openWindow(address);
}
