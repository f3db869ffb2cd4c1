import type { MetaDescriptor } from "react-router";

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
  return (
    <p className="podcast-subscribe">
      {feeds.map((feed, index) => (
        <span key={feed.href}>
          {index > 0 && " · "}
          <a href={feed.href} type="application/rss+xml">
            Subscribe to {feed.title.replace(/ \(podcast\)$/, "")} as a podcast
          </a>
        </span>
      ))}
    </p>
  );
}
