import { useMatches, useRouteLoaderData } from "react-router";
import type { Site } from "~/content/site";
import { absoluteUrl } from "~/lib/site-urls";
import { usePageLanguages } from "./language-links";

/** What a route's loader may return so its page is shared with its own picture (sermon and series pages). */
export interface ShareImage {
  shareImage?: { src: string; width: number; height: number; alt?: string } | null;
}

/**
 * The canonical URL and the absolute parts of the share card (issue 9): the
 * URL from PUBLIC_URL (else the request's origin, given by the root loader),
 * and the picture of the deepest page that names one, else the site's card.
 * Titles and descriptions come from each route's meta (app/lib/meta.ts).
 */
export function ShareTags() {
  const root = useRouteLoaderData<{ origin?: string; site?: Site }>("root");
  const { ownPath, language, languages } = usePageLanguages();
  const matches = useMatches();
  const origin = root?.origin;
  const site = root?.site;
  if (!origin || !site) return null;
  const own = [...matches]
    .reverse()
    .map((match) => (match.data as ShareImage | undefined)?.shareImage)
    .find(Boolean);
  // Issue 17: every share card carries its alt text (og:image:alt, twitter:image:alt).
  const image = own ?? {
    src: site.brand.images["share-card"],
    width: 1200,
    height: 630,
    alt: `${site.church.name}: ${site.church.tagline}`,
  };
  const alt = image.alt ?? site.church.name;
  // The page in its own language (`/es/events`): each language's page is its own canonical (issue 27).
  const url = absoluteUrl(origin, ownPath);
  const country = site.church.locale.country;
  const imageUrl = absoluteUrl(origin, image.src);
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.church.name} />
      <meta property="og:locale" content={`${language}_${country}`} />
      {languages.all
        .filter((other) => other !== language)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={`${other}_${country}`} />
        ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={imageUrl} />
      <meta name="twitter:image:alt" content={alt} />
    </>
  );
}
