import { useT } from "~/hooks/use-t";
import type { Translate } from "~/i18n/translate";
import type { MetaDescriptor } from "react-router";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { languagePrefix, type MetaContext } from "~/lib/meta";

/** A feed of issue 9: every sermon, or one series. */
export interface PodcastFeedLink {
  href: string;
  /** The feed's name ("Redwood Coast Sermons", a series' name). */
  name: string;
  /** Its link's title: "… (podcast)". */
  title: string;
}

export function allSermonsFeed(churchName: string, t: Translate): PodcastFeedLink {
  const name = t("sermons.feed.all", { church: churchName });
  return { href: "/podcast.xml", name, title: t("sermons.feed.title", { name }) };
}

export function seriesFeed(series: { slug: string; name: string }, t: Translate): PodcastFeedLink {
  return {
    href: `/series/${series.slug}/podcast.xml`,
    name: series.name,
    title: t("sermons.feed.title", { name: series.name }),
  };
}

/**
 * `<link rel="alternate">` in the page's head, so podcast apps and feed readers find the feeds:
 * the page's language's (`/es/podcast.xml` on a Spanish page: issue 27).
 */
export function feedAlternates(feeds: PodcastFeedLink[], context: MetaContext): MetaDescriptor[] {
  const prefix = languagePrefix(context);
  return feeds.map((feed) => ({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: feed.title,
    href: `${prefix}${feed.href}`,
  }));
}

/** The visible "Subscribe" links: a podcast app subscribes to the feed's address. */
export function PodcastSubscribe({ feeds }: { feeds: PodcastFeedLink[] }) {
  const { t } = useT();
  const prefix = useLanguagePrefix();
  return (
    <p className="podcast-subscribe">
      {feeds.map((feed, index) => (
        <span key={feed.href}>
          {index > 0 && " · "}
          <a href={`${prefix}${feed.href}`} type="application/rss+xml">
            {t("sermons.feed.subscribe", { name: feed.name })}
          </a>
        </span>
      ))}
    </p>
  );
}
