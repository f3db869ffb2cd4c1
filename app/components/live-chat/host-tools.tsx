import { useT } from "~/hooks/use-t";
import { ChatButtons } from "./chat-buttons";

export interface HostToolOptions {
  give: boolean;
  forms: { id: string; title: string }[];
  /** The site's languages, each with its name in the page's language: a link's title in each. */
  languages: { code: string; name: string }[];
  slowSeconds: readonly number[];
}

/**
 * A host's tools beside the chat (issue 45): how many are watching, slow mode, a moment for everyone,
 * closing the chat, and the prayer requests. In every copy of the live page, hidden: the chat's script
 * shows them once the server says the person is a host (their staff session), and the server checks
 * every host action again.
 */
export function HostTools({ options }: { options: HostToolOptions }) {
  const { t } = useT();
  return (
    <section className="chat-host" hidden aria-labelledby="chat-host-heading">
      <h3 id="chat-host-heading">{t("liveHost.tools")}</h3>
      <p className="chat-watching" />
      <form className="chat-host-slow">
        <label htmlFor="chat-slow">{t("liveHost.slowLabel")}</label>
        <select id="chat-slow" name="seconds">
          {options.slowSeconds.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? t("liveHost.slowOff") : t("liveHost.slowSeconds", { seconds })}
            </option>
          ))}
        </select>
      </form>
      <form className="chat-host-moment">
        <fieldset>
          <legend>{t("liveHost.momentHeading")}</legend>
          <label htmlFor="chat-moment-kind">{t("liveHost.momentKind")}</label>
          <select id="chat-moment-kind" name="kind">
            {options.give ? <option value="give">{t("liveChat.moment.give")}</option> : null}
            <option value="visit">{t("liveChat.moment.visit")}</option>
            {options.forms.map((form) => (
              <option key={form.id} value={`form:${form.id}`}>
                {t("liveHost.momentForm", { title: form.title })}
              </option>
            ))}
            <option value="link">{t("liveHost.momentLink")}</option>
          </select>
          <div className="chat-link-fields" hidden>
            <label htmlFor="chat-link-url">{t("liveHost.linkAddress")}</label>
            <input id="chat-link-url" name="url" type="url" inputMode="url" />
            {options.languages.map((language) => (
              <div key={language.code}>
                <label htmlFor={`chat-link-title-${language.code}`}>
                  {t("liveHost.linkTitle", { language: language.name })}
                </label>
                <input id={`chat-link-title-${language.code}`} name={`title-${language.code}`} maxLength={80} />
              </div>
            ))}
          </div>
          <ChatButtons
            submit={t("liveHost.momentSend")}
            actions={[{ className: "chat-moment-clear", label: t("liveHost.momentClear") }]}
          />
        </fieldset>
      </form>
      <p>
        <button type="button" className="button button-outline chat-host-open">
          {t("liveHost.close")}
        </button>
      </p>
      <h4>{t("liveHost.prayers")}</h4>
      <p className="chat-no-prayers">{t("liveHost.noPrayers")}</p>
      <ul className="chat-prayer-queue" />
    </section>
  );
}
