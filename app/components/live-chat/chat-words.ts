import type { Translate } from "~/i18n/translate";
import type { ChatWords } from "~/lib/live-chat-wire";

/**
 * The words the chat's script writes itself (issue 45), in the page's language: a message's parts, the
 * states of a prayer conversation, the host's buttons. The script gets them as JSON in a data attribute
 * (the browser runs no message runtime: app/i18n/translate.ts); `{name}`-style parts are filled there, and
 * a count's words come as its two forms, one and other (the plural forms of the site's languages).
 */
export function chatWords(t: Translate): ChatWords {
  const counted = (write: (count: number) => string) => ({
    one: write(1).replace("1", "{count}"),
    other: write(2).replace("2", "{count}"),
  });
  return {
    host: t("liveChat.host"),
    says: t("liveChat.says", { name: "{name}", text: "{text}" }),
    newLines: counted((count) => t("liveChat.newLines", { count })),
    reconnecting: t("liveChat.reconnecting"),
    notSent: t("liveChat.notSent"),
    closedByHosts: t("liveChat.closedByHosts"),
    after: t("liveChat.after"),
    slow: counted((count) => t("liveChat.slow", { seconds: count })),
    momentFrom: t("liveChat.momentFrom"),
    newTab: t("layout.newTab"),
    prayerWaiting: t("liveChat.prayerWaiting"),
    prayerTaken: t("liveChat.prayerTaken", { host: "{host}" }),
    prayerSent: t("liveChat.prayerSent"),
    prayerDeleted: t("liveChat.prayerDeleted"),
    // For hosts.
    pin: t("liveHost.pin"),
    unpin: t("liveHost.unpin"),
    remove: t("liveHost.remove"),
    mute: t("liveHost.mute"),
    pinLabel: t("liveHost.pinLabel", { name: "{name}" }),
    removeLabel: t("liveHost.removeLabel", { name: "{name}" }),
    muteLabel: t("liveHost.muteLabel", { name: "{name}" }),
    watching: counted((count) => t("liveHost.watching", { count })),
    asks: t("liveHost.asks", { name: "{name}" }),
    take: t("liveHost.take"),
    takenBy: t("liveHost.takenBy", { host: "{host}" }),
    ending: t("liveHost.ending"),
    replyLabel: t("liveHost.replyLabel", { name: "{name}" }),
    send: t("liveChat.send"),
    end: t("liveHost.end"),
    sentOn: t("liveHost.sentOn"),
    deleted: t("liveHost.deleted"),
    close: t("liveHost.close"),
    open: t("liveHost.open"),
  };
}
