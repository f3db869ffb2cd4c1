import { useT } from "~/hooks/use-t";
import { ChatButtons } from "./chat-buttons";
import { chatWords } from "./chat-words";
import { HostTools, type HostToolOptions } from "./host-tools";

export interface LiveChatProps {
  /** The render's clock, and when the chat opens and closes (the schedule, or a host's early opening). */
  serverNow: number;
  opensAt: number;
  closesAt: number;
  messageLength: number;
  /** A prayer conversation can be passed to the church's prayer form. */
  prayer: boolean;
  /** The chat's own script (app/elements/live-chat), loaded only while the chat is open. */
  script: string | undefined;
  hostTools: HostToolOptions;
}

/**
 * The live chat beside the stream (issue 45). The server writes its frame and note; the chat itself waits
 * in a <template>, in the page's language, for <live-chat> (app/elements/live-chat-launcher.ts) to load
 * its script once the chat opens, on the server's clock. Without JavaScript, a note says the chat needs it.
 * The panel keeps its size from the first paint, so nothing on the page moves when the chat arrives.
 */
export function LiveChatPanel(props: LiveChatProps) {
  const { t, language } = useT();
  const before = props.serverNow < props.opensAt;
  const after = props.serverNow >= props.closesAt;
  return (
    <section className="live-chat" aria-labelledby="live-chat-heading">
      <h2 id="live-chat-heading">{t("liveChat.heading")}</h2>
      <live-chat
        data-now={props.serverNow}
        data-opens={props.opensAt}
        data-closes={props.closesAt}
        data-script={props.script}
      >
        <p className="live-chat-note" data-before={t("liveChat.before")} data-after={t("liveChat.after")}>
          {before ? t("liveChat.before") : after ? t("liveChat.after") : null}
        </p>
        <noscript>
          <p className="live-chat-note">{t("liveChat.noScript")}</p>
        </noscript>
        <template>
          <chat-room
            data-lang={language}
            data-limit={props.messageLength}
            data-words={JSON.stringify(chatWords(t))}
            data-prayer={props.prayer ? "true" : undefined}
          >
            <div className="chat-moment" hidden />
            <div className="chat-pinned" hidden>
              <p className="chat-pinned-label">{t("liveChat.pinned")}</p>
              <p className="chat-pinned-line" />
            </div>
            <ol className="chat-lines" aria-label={t("liveChat.messages")} tabIndex={0} />
            {/* The one live region: new messages a few at a time, and what happened to a send. */}
            <div className="visually-hidden" aria-live="polite" data-announcer />
            <p className="chat-status" id="chat-status" />
            <form className="chat-name">
              <label htmlFor="chat-name">{t("liveChat.nameLabel")}</label>
              <input
                id="chat-name"
                name="name"
                maxLength={40}
                autoComplete="nickname"
                required
                aria-describedby="chat-name-hint"
              />
              <p id="chat-name-hint" className="chat-hint">
                {t("liveChat.nameHint")}
              </p>
              <button type="submit" className="button">
                {t("liveChat.join")}
              </button>
            </form>
            <form className="chat-say" hidden>
              <label htmlFor="chat-text">{t("liveChat.messageLabel")}</label>
              <input
                id="chat-text"
                name="text"
                maxLength={props.messageLength}
                autoComplete="off"
                required
                aria-describedby="chat-text-hint chat-status"
              />
              <p id="chat-text-hint" className="chat-hint">
                {t("liveChat.messageHint", { limit: props.messageLength })}
              </p>
              <ChatButtons
                submit={t("liveChat.send")}
                actions={[
                  { className: "chat-rename", label: t("liveChat.rename") },
                  props.prayer ? { className: "chat-prayer-open", label: t("liveChat.prayerOpen") } : null,
                ]}
              />
            </form>
            {props.prayer ? <PrayerConversation limit={props.messageLength} /> : null}
            <HostTools options={props.hostTools} />
          </chat-room>
        </template>
      </live-chat>
    </section>
  );
}

/** "Request prayer": the person's private conversation with the hosts, and at its end, their answer. */
function PrayerConversation({ limit }: { limit: number }) {
  const { t } = useT();
  return (
    <section className="chat-prayer" hidden aria-labelledby="chat-prayer-heading">
      <h3 id="chat-prayer-heading">{t("liveChat.prayerHeading")}</h3>
      <p>{t("liveChat.prayerNote")}</p>
      <p className="chat-prayer-state" />
      <ol className="chat-prayer-lines" />
      <form className="chat-prayer-say">
        <label htmlFor="chat-prayer-text">{t("liveChat.prayerLabel")}</label>
        <input id="chat-prayer-text" name="text" maxLength={limit} autoComplete="off" required />
        <ChatButtons
          submit={t("liveChat.send")}
          actions={[{ className: "chat-prayer-end", label: t("liveChat.prayerEnd") }]}
        />
      </form>
      <div className="chat-consent" hidden>
        <p>{t("liveChat.prayerAsk")}</p>
        <div className="button-row">
          <button type="button" className="button" value="yes">
            {t("liveChat.prayerYes")}
          </button>
          <button type="button" className="button button-outline" value="no">
            {t("liveChat.prayerNo")}
          </button>
        </div>
      </div>
    </section>
  );
}
