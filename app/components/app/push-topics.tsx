import { useSite } from "~/hooks/use-site";
import { useT } from "~/hooks/use-t";
import type { MessageKey } from "~/messages";

/** The topics a person may choose (the contract with the server's /push/subscriptions, issue 44). */
export const PUSH_TOPICS = ["live", "news", "reminders"] as const;

const TOPIC_WORDS: Record<(typeof PUSH_TOPICS)[number], MessageKey> = {
  live: "app.topicLive",
  news: "app.topicNews",
  reminders: "app.topicReminders",
};

/**
 * The notifications' form (issue 44): on /app, a checkbox per topic with
 * "Turn on notifications" and "Switch all notifications off"; on a sign-up's
 * confirmation page (`reminder`), the one button "Remind me on this phone",
 * which links that sign-up to this device's reminders. <push-topics>
 * (app/elements/push-topics.ts) does the work: a browser asks permission,
 * subscribes and tells the site, which needs JavaScript; so the button stays
 * disabled until the element takes over, and without JavaScript the page says
 * why. Its words travel in `data-words`: the browser runs no message code.
 */
export function PushTopics({ reminder = false }: { reminder?: boolean }) {
  const { t, language } = useT();
  const { church } = useSite();
  const words = {
    on: t("app.on", { topics: "%TOPICS%" }),
    off: t("app.off"),
    noTopic: t("app.noTopic"),
    unsupported: t("app.unsupported"),
    iphoneFirst: t("app.iphoneFirst"),
    denied: t("app.denied", { church: church.name }),
    dismissed: t("app.dismissed"),
    failed: t("app.failed"),
    unavailable: t("app.unavailable"),
    remindersFor: t("app.remindersFor", { events: "%EVENTS%" }),
    working: t("app.working"),
    save: t("app.save"),
    remindOn: t("app.remindOn"),
  };
  return (
    <push-topics
      data-language={language}
      data-words={JSON.stringify(words)}
      {...(reminder ? { "data-reminder": "" } : {})}
    >
      <form className="push-topics">
        {reminder ? (
          <input type="hidden" name="topics" value="reminders" />
        ) : (
          <fieldset>
            <legend>{t("app.topicsLegend")}</legend>
            {PUSH_TOPICS.map((topic) => (
              <label key={topic} className="push-topic">
                <input type="checkbox" name="topics" value={topic} /> {t(TOPIC_WORDS[topic])}
              </label>
            ))}
          </fieldset>
        )}
        <p className="push-actions">
          <button type="submit" className="button button-gold" disabled>
            {t(reminder ? "app.remindButton" : "app.turnOn")}
          </button>
          {reminder ? null : (
            <button type="button" className="button-text" data-switch-off hidden>
              {t("app.switchOff")}
            </button>
          )}
        </p>
        <p className="push-status" role="status" />
      </form>
      <noscript>
        <p>{t("app.needsJavaScript")}</p>
      </noscript>
    </push-topics>
  );
}
