import type { ChurchContent } from "~/content/model";
import { hasLiveStream, isOn } from "~/content/site";
import { VIDEO_PLATFORMS, videoPlatformOf } from "~/lib/video-platform";
import { getEnv } from "./env.server";

/**
 * The origins a church's pages frame, for the content security policy's
 * frame-src (issue 26: the live stream on the platform the church really
 * uses): the live player's platform, Vimeo while the sermon pages are on, each
 * `videos` section's platform, and the map embed's origin when a page shows
 * the map. Nothing else: a platform the content does not use is not allowed.
 * A player of a platform the site does not know ("other") is never framed
 * (the live page links to it), so it adds nothing.
 *
 * Worked out once per content (a publish or a change on disk makes a new
 * one), and the document cache keys every page by the content's version, so
 * the policy follows the content.
 */

/** Where a map embed's address may send its frame on (a frame's redirect is checked against frame-src too). */
const MAP_REDIRECTS: Record<string, string[]> = { "https://www.google.com": ["https://maps.google.com"] };

const byContent = new WeakMap<ChurchContent, { sermons: boolean; origins: readonly string[] }>();

export function frameSourcesOf(content: ChurchContent): readonly string[] {
  const sermons = isOn(getEnv().modes, "vimeo");
  const known = byContent.get(content);
  if (known && known.sermons === sermons) return known.origins;
  const origins = new Set<string>();
  const addPlayer = (address: string) => {
    const platform = videoPlatformOf(address);
    if (platform !== "other") for (const origin of VIDEO_PLATFORMS[platform].frameOrigins) origins.add(origin);
  };
  if (hasLiveStream(content)) addPlayer(content.services.live.embedUrl!);
  if (sermons) addPlayer("https://player.vimeo.com/");
  let map = false;
  for (const section of content.pages.flatMap((page) => page.sections)) {
    if (section.type === "videos") for (const video of section.items) addPlayer(video.embedUrl);
    if (section.type === "map") map = true;
  }
  if (map) {
    const origin = new URL(content.church.mapEmbedUrl).origin;
    for (const allowed of [origin, ...(MAP_REDIRECTS[origin] ?? [])]) origins.add(allowed);
  }
  const found = { sermons, origins: [...origins].sort() };
  byContent.set(content, found);
  return found.origins;
}
