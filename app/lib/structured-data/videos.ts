import type { BreadcrumbList, VideoObject, WithContext } from "schema-dts";
import { absoluteUrl } from "~/lib/site-urls";
import { organizer } from "./church";
import { churchIsoTime, isoDuration, type LinkedDataContext } from "./context";

/** Videos: a sermon (VideoObject with its breadcrumb trail) and the live stream (VideoObject of a BroadcastEvent). */

export interface SermonDataInput {
  name: string;
  description: string;
  slug: string;
  date: number;
  duration: number;
  embedUrl: string;
  pictureUrl: string | null;
  series: { name: string; slug: string } | null;
  /** What was said, from the video's text track (issue 10); absent when there is none. */
  transcript?: string;
  /** The breadcrumb's name of the messages page, as the page shows it ("Mensajes": issue 36); "Messages" when left out. */
  messagesCrumb?: string;
}

export function sermonData(
  sermon: SermonDataInput,
  context: LinkedDataContext,
): [WithContext<VideoObject>, WithContext<BreadcrumbList>] {
  const { origin } = context;
  const timeZone = context.church.locale.timeZone;
  const video: WithContext<VideoObject> = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: sermon.name,
    description: sermon.description || sermon.name,
    thumbnailUrl: absoluteUrl(origin, sermon.pictureUrl ?? context.images.shareCard),
    uploadDate: churchIsoTime(sermon.date, timeZone),
    ...(sermon.duration > 0 ? { duration: isoDuration(sermon.duration) } : {}),
    ...(sermon.transcript ? { transcript: sermon.transcript } : {}),
    embedUrl: sermon.embedUrl,
    url: `${origin}/message/${sermon.slug}`,
    publisher: organizer(context),
  };
  const trail = [
    { name: sermon.messagesCrumb ?? "Messages", url: `${origin}/watch` },
    ...(sermon.series ? [{ name: sermon.series.name, url: `${origin}/series/${sermon.series.slug}` }] : []),
    { name: sermon.name, url: `${origin}/message/${sermon.slug}` },
  ];
  const breadcrumbs: WithContext<BreadcrumbList> = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
  return [video, breadcrumbs];
}

export interface LiveDataInput {
  name: string;
  description: string;
  startsAt: number;
  endsAt: number;
  embedUrl: string;
  pictureUrl: string | null;
}

/** SPEC 4's live window: the stream as a VideoObject published by a live BroadcastEvent. */
export function liveData(live: LiveDataInput, context: LinkedDataContext): WithContext<VideoObject> {
  const { origin } = context;
  const timeZone = context.church.locale.timeZone;
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: live.name,
    description: live.description,
    thumbnailUrl: absoluteUrl(origin, live.pictureUrl ?? context.images.shareCard),
    uploadDate: churchIsoTime(live.startsAt, timeZone),
    embedUrl: live.embedUrl,
    url: `${origin}/watch/live`,
    publication: {
      "@type": "BroadcastEvent",
      isLiveBroadcast: true,
      startDate: churchIsoTime(live.startsAt, timeZone),
      endDate: churchIsoTime(live.endsAt, timeZone),
    },
  };
}
