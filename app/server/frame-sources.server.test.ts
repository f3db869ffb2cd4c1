import { afterEach, expect, inject, test } from "vitest";
import type { ChurchContent } from "~/content/model";
import { frameSourcesOf } from "./frame-sources.server";
import { resetEnvForTests } from "./env.server";

const { content: demo } = inject("demoContent");

afterEach(() => {
  delete process.env.CONTENT_DIR;
  resetEnvForTests();
});

/** The demo church with another live player, and its pages' sections kept only when `keep` says. */
function churchWith(embedUrl: string | undefined, keep: (type: string) => boolean = () => true): ChurchContent {
  return {
    ...demo,
    services: { ...demo.services, live: { ...demo.services.live, embedUrl } },
    pages: demo.pages.map((page) => ({ ...page, sections: page.sections.filter((section) => keep(section.type)) })),
  };
}

/** A church of its own (not the demo folder) without Vimeo credentials: the sermon pages are off. */
function sermonsOff() {
  process.env.CONTENT_DIR = "/srv/another-church";
  resetEnvForTests();
}

test("the demo church frames Vimeo (live, sermons, its videos section) and its map (OpenStreetMap at its coordinates), nothing else", () => {
  expect(frameSourcesOf(demo)).toEqual([
    "https://player.vimeo.com",
    "https://vimeo.com",
    "https://www.openstreetmap.org",
  ]);
});

test("a YouTube live player, without sermons, videos or a map: YouTube's frames only", () => {
  sermonsOff();
  const church = churchWith("https://www.youtube.com/embed/live_stream?channel=UC123", () => false);
  expect(frameSourcesOf(church)).toEqual(["https://www.youtube-nocookie.com", "https://www.youtube.com"]);
});

test("a Facebook live player: Facebook's frames, and the map's when a page shows it", () => {
  sermonsOff();
  const church = churchWith("https://www.facebook.com/plugins/video.php?href=x", (type) => type === "map");
  expect(frameSourcesOf(church)).toEqual(["https://www.facebook.com", "https://www.openstreetmap.org"]);
});

test("a player of another platform is a link, never a frame; with nothing embedded, no frame at all", () => {
  sermonsOff();
  expect(frameSourcesOf(churchWith("https://live.example-stream.net/church/embed", () => false))).toEqual([]);
  expect(frameSourcesOf(churchWith(undefined, () => false))).toEqual([]);
});

test("a videos section on Vimeo keeps Vimeo allowed with the sermon pages off", () => {
  sermonsOff();
  const church = churchWith(undefined, (type) => type === "videos");
  expect(frameSourcesOf(church)).toEqual(["https://player.vimeo.com", "https://vimeo.com"]);
});

test("Google's map of the address (no coordinates): Google's frame and the one it redirects to", () => {
  sermonsOff();
  const base = churchWith(undefined, (type) => type === "map");
  const church = {
    ...base,
    church: { ...base.church, mapEmbedUrl: "https://www.google.com/maps?q=1+Main+St&output=embed" },
  };
  expect(frameSourcesOf(church)).toEqual(["https://maps.google.com", "https://www.google.com"]);
});
