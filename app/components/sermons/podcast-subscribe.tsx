import { useT } from "~/hooks/use-t";
import type { Translate } from "~/i18n/translate";
import type { MetaDescriptor } from "react-router";

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
  return { href: `/series/${series.slug}/podcast.xml`, name: series.name, title: t("sermons.feed.title", { name: series.name }) };
}

/** `<link rel="alternate">` in the page's head, so podcast apps and feed readers find the feeds. */
export function feedAlternates(feeds: PodcastFeedLink[]): MetaDescriptor[] {
  return feeds.map((feed) => ({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: feed.title,
    href: feed.href,
  }));
}

/** The visible "Subscribe" links: a podcast app subscribes to the feed's address. */
export function PodcastSubscribe({ feeds }: { feeds: PodcastFeedLink[] }) {
  const { t } = useT();
  return (
    <p className="podcast-subscribe">
      {feeds.map((feed, index) => (
        <span key={feed.href}>
          {index > 0 && " · "}
          <a href={feed.href} type="application/rss+xml">
            {t("sermons.feed.subscribe", { name: feed.name })}
          </a>
        </span>
      ))}
    </p>
  );
}
