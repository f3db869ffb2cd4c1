import type { MetaDescriptor } from "react-router";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { languagePrefix, type MetaContext } from "~/lib/meta";

/** A feed of issue 9: every sermon, or one series. */
export interface PodcastFeedLink {
  href: string;
  title: string;
}

export function allSermonsFeed(churchName: string): PodcastFeedLink {
  return { href: "/podcast.xml", title: `${churchName} Sermons (podcast)` };
}

export function seriesFeed(series: { slug: string; name: string }): PodcastFeedLink {
  return { href: `/series/${series.slug}/podcast.xml`, title: `${series.name} (podcast)` };
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
  const prefix = useLanguagePrefix();
  return (
    <p className="podcast-subscribe">
      {feeds.map((feed, index) => (
        <span key={feed.href}>
          {index > 0 && " · "}
          <a href={`${prefix}${feed.href}`} type="application/rss+xml">
            Subscribe to {feed.title.replace(/ \(podcast\)$/, "")} as a podcast
          </a>
        </span>
      ))}
    </p>
  );
}
