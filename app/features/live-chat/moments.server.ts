import type { ChurchContent } from "~/content/model";
import { contentInLanguage, defaultLanguage, siteLanguages } from "~/i18n/content-language";
import { localizedPath } from "~/i18n/paths";
import { translator } from "~/i18n/translate";
import type { Moment } from "~/lib/live-chat-wire";
import { plainLine } from "./chat-rules";

/**
 * The cards a host sends to everyone (issue 45): Give, Plan a visit, one of the church's forms (the
 * connect card), or a link, each written in every language the site speaks, so each viewer reads it in
 * the language of their page. Give goes where the live page's Give button goes.
 */

export type MomentChoice =
  | { kind: "give" }
  | { kind: "visit" }
  | { kind: "form"; form: string }
  | { kind: "link"; url: string; titles: Record<string, string> };

/** The moments this church can send, for the host's menu: forms by id with their titles. */
export function momentOptions(content: ChurchContent): { give: boolean; forms: { id: string; title: string }[] } {
  return {
    give: Boolean(content.church.links.giving),
    forms: Object.values(content.forms).map((form) => ({ id: form.id, title: form.title })),
  };
}

/** The card, or null when it cannot be made (no giving link, no such form, not a web address). */
export function buildMoment(content: ChurchContent, choice: MomentChoice): Moment | null {
  const languages = siteLanguages(content).all;
  const fallback = defaultLanguage(content);
  const each = (make: (language: (typeof languages)[number]) => string) =>
    Object.fromEntries(languages.map((language) => [language, make(language)]));
  const label = (key: "liveChat.moment.give" | "liveChat.moment.visit") =>
    each((language) => translator(language, content.church.locale.country).t(key));
  switch (choice.kind) {
    case "give": {
      const giving = content.church.links.giving;
      return giving ? { kind: "give", labels: label("liveChat.moment.give"), hrefs: each(() => giving) } : null;
    }
    case "visit":
      return {
        kind: "visit",
        labels: label("liveChat.moment.visit"),
        hrefs: each((language) => localizedPath("/plan-visit", language, fallback)),
      };
    case "form": {
      if (!content.forms[choice.form]) return null;
      return {
        kind: "form",
        labels: each((language) => contentInLanguage(content, language).forms[choice.form]?.title ?? choice.form),
        hrefs: each((language) => localizedPath(`/forms/${choice.form}`, language, fallback)),
      };
    }
    case "link": {
      const url = webAddress(choice.url);
      const given = Object.fromEntries(
        Object.entries(choice.titles)
          .map(([language, title]) => [language, plainLine(title).slice(0, 80)])
          .filter(([, title]) => title),
      );
      const first = given[fallback] ?? Object.values(given)[0];
      if (!url || !first) return null;
      return { kind: "link", labels: each((language) => given[language] ?? first), hrefs: each(() => url) };
    }
  }
}

function webAddress(raw: string): string | null {
  try {
    const url = new URL(raw.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}
