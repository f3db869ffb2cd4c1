import Parser from "rss-parser";
import { expect, test } from "vitest";
import type { Series, Sermon } from "~/types";
import { createDemoSermonSource } from "~/features/sermons/demo-sermons";
import { getContent, setContentForTests } from "~/server/content.server";
import { seriesLanguage } from "~/features/sermons/series-language";
import { buildPodcastFeed } from "./podcast.server";

const ORIGIN = "https://church.example";
const NOW = Date.parse("2026-11-22T20:00:00Z");

type Item = {
  itunes?: { duration?: string; explicit?: string };
  enclosure?: { url: string; length: string; type: string };
};
const parser: Parser<Record<string, unknown>, Item> = new Parser({
  customFields: { feed: ["itunes:owner", "itunes:category"] },
});

async function demoSeries(): Promise<Series[]> {
  const source = createDemoSermonSource();
  const summaries = (await source.listSeries()).filter((series) => series.videoCount > 0);
  return Promise.all(
    summaries.map(async (summary) => ({ ...summary, sermons: await source.listSermons(summary.uri) })),
  );
}

function sermon(overrides: Partial<Sermon>): Sermon {
  return {
    uri: "/videos/1",
    slug: "a-sermon",
    name: "A Sermon",
    description: "",
    embedUrl: "https://player.vimeo.com/video/1",
    date: Date.parse("2026-11-15T18:30:00Z"),
    pictures: [],
    duration: 0,
    mediaFile: null,
    ...overrides,
  };
}

function oneSeries(sermons: Sermon[]): Series[] {
  return [
    {
      uri: "/users/1/albums/1",
      slug: "a-series",
      name: "A Series",
      description: "",
      videoCount: sermons.length,
      pictures: [],
      sermons,
    },
  ];
}

test("the channel carries what Apple Podcasts requires", async () => {
  const xml = buildPodcastFeed({ origin: ORIGIN, series: await demoSeries(), now: NOW });
  const feed = await parser.parseString(xml);
  const { church } = getContent();
  expect(feed.title).toBe(`${church.name} Sermons`);
  expect(feed.link).toBe(`${ORIGIN}/watch`);
  expect(feed.description).toContain(church.name);
  expect(feed.language).toBe("en-US");
  expect(feed.itunes?.author).toBe(church.name);
  expect(feed.itunes?.owner).toEqual({ name: church.name, email: church.email });
  expect(feed.itunes?.image).toMatch(new RegExp(`^${ORIGIN}/brand/podcast-[0-9a-f]{12}\\.jpg$`));
  expect(feed.itunes?.explicit).toBe("false");
  expect(feed.itunes?.categoriesWithSubs).toEqual([
    { name: "Religion & Spirituality", subs: [{ name: "Christianity" }] },
  ]);
});

test("a church without an office address has no owner in its feed, rather than an empty one", async () => {
  const demo = getContent();
  const { email: _office, ...church } = demo.church;
  setContentForTests({ ...demo, church });
  try {
    const xml = buildPodcastFeed({ origin: ORIGIN, series: await demoSeries(), now: NOW });
    const feed = await parser.parseString(xml);
    expect(feed.itunes?.owner).toBeUndefined();
    expect(xml).not.toContain("itunes:owner");
    expect(feed.itunes?.author).toBe(demo.church.name);
    expect(feed.items.length).toBeGreaterThan(0);
  } finally {
    setContentForTests(demo);
  }
});

test("lists every sermon once, newest first, with a stable guid, link, RFC 822 date and duration", async () => {
  const series = await demoSeries();
  const feed = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series, now: NOW }));
  // The default language's feed: every series but the Spanish one (issue 27).
  const english = series.filter((entry) => seriesLanguage(entry, getContent()) === "en");
  const total = new Set(english.flatMap((entry) => entry.sermons.map((item) => item.uri))).size;
  expect(feed.items).toHaveLength(total);
  const dates = feed.items.map((item) => Date.parse(item.pubDate!));
  expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  const [first] = feed.items;
  expect(first!.title).toBe("Renovated Lives: Moving In");
  expect(first!.guid).toBe("/videos/900000106");
  expect(first!.link).toBe(`${ORIGIN}/message/renovated-lives-moving-in`);
  // RFC 822 as RSS 2.0 wants it, on the Sunday preached (SPEC 9's offset applied).
  expect(first!.pubDate).toBe("Sun, 15 Nov 2026 18:30:00 GMT");
  expect(first!.itunes?.duration).toMatch(/^\d{2}:\d{2}:\d{2}$/);
});

test("the enclosure is the smallest progressive MP4 of at least 360p; a sermon without a file keeps its place without one", async () => {
  const feed = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series: await demoSeries(), now: NOW }));
  const first = feed.items[0]!;
  expect(first.enclosure?.url).toMatch(/rendition\/360p\/file\.mp4/);
  expect(first.enclosure?.type).toBe("video/mp4");
  expect(Number(first.enclosure?.length)).toBeGreaterThan(0);
  // The demo's oldest series predates the account's video files.
  const psalm = feed.items.find((item) => item.title === "Psalm 23: The Lord Is My Shepherd");
  expect(psalm).toBeDefined();
  expect(psalm!.enclosure).toBeUndefined();
});

test("one series' feed holds only that series", async () => {
  const series = await demoSeries();
  const only = series.find((entry) => entry.slug === "sent-sown")!;
  const feed = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series, only, now: NOW }));
  expect(feed.title).toBe(`Sent & Sown · ${getContent().church.name}`);
  expect(feed.link).toBe(`${ORIGIN}/series/sent-sown`);
  expect(feed.items.map((item) => item.title)).toEqual([
    "Sent & Sown: The Harvest Is Plentiful",
    "Sent & Sown: Growing in Secret",
    "Sent & Sown: The Mustard Seed",
    "Sent & Sown: Sent with Abundance",
  ]);
});

test("an expired download link is left out; a link that does not expire stays", async () => {
  const file = {
    url: "https://player.vimeo.com/play/1/download",
    size: 1000,
    type: "video/mp4",
    width: 640,
    height: 360,
  };
  const series = oneSeries([
    sermon({ uri: "/videos/1", name: "Expired", mediaFile: { ...file, expiresAt: NOW - 1 } }),
    sermon({ uri: "/videos/2", name: "Valid", mediaFile: { ...file, expiresAt: NOW + 3_600_000 } }),
    sermon({ uri: "/videos/3", name: "Lasting", mediaFile: { ...file, expiresAt: null } }),
  ]);
  const feed = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series, now: NOW }));
  expect(Object.fromEntries(feed.items.map((item) => [item.title, item.enclosure?.url ?? null]))).toEqual({
    Expired: null,
    Valid: file.url,
    Lasting: file.url,
  });
});

test("hostile upstream text cannot break the feed", async () => {
  const nasty = "Grace ]]> <script>alert(1)</script> & \u0001 \u2028 done";
  const feed = await parser.parseString(
    buildPodcastFeed({ origin: ORIGIN, series: oneSeries([sermon({ name: nasty, description: nasty })]), now: NOW }),
  );
  expect(feed.items[0]!.title).toBe("Grace ]]> <script>alert(1)</script> &  \u2028 done");
  expect(feed.items[0]!.content).toContain("<script>alert(1)</script>");
});

test("each language has its own feed: the Spanish one lists the Spanish series, in Spanish, with links to the Spanish pages", async () => {
  const series = await demoSeries();
  const feed = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series, now: NOW, language: "es" }));
  expect(feed.language).toBe("es-US");
  expect(feed.link).toBe(`${ORIGIN}/es/watch`);
  expect(feed.feedUrl).toBe(`${ORIGIN}/es/podcast.xml`);
  const spanish = series.filter((entry) => seriesLanguage(entry, getContent()) === "es");
  expect(spanish.map((entry) => entry.name)).toEqual(["Vida de oración"]);
  expect(feed.items.map((item) => item.title).sort()).toEqual(spanish[0]!.sermons.map((item) => item.name).sort());
  expect(feed.items.every((item) => item.link?.startsWith(`${ORIGIN}/es/message/`))).toBe(true);
  const english = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series, now: NOW }));
  expect(english.items.some((item) => item.title?.startsWith("Vida de oración"))).toBe(false);
});

test("the Spanish feed's title and description are Spanish, and a series' feed is in the series' own language (issue 36)", async () => {
  const series = await demoSeries();
  const { church } = getContent();
  const spanishFeed = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series, now: NOW, language: "es" }));
  expect(spanishFeed.title).toBe(`Prédicas de ${church.name}`);
  expect(spanishFeed.description).toMatch(new RegExp(`^Mensajes de ${church.name} en ${church.address.city}\\. `));
  const englishFeed = await parser.parseString(buildPodcastFeed({ origin: ORIGIN, series, now: NOW }));
  expect(englishFeed.title).toBe(`${church.name} Sermons`);
  expect(englishFeed.description).toMatch(/^Messages from /);

  const spanishSeries = series.find((entry) => seriesLanguage(entry, getContent()) === "es")!;
  const englishSeries = series.find((entry) => seriesLanguage(entry, getContent()) === "en")!;
  // Whatever the address it is asked at, each series' feed speaks its series' language and links its pages there.
  for (const language of ["en", "es"] as const) {
    const own = await parser.parseString(
      buildPodcastFeed({ origin: ORIGIN, series, only: spanishSeries, now: NOW, language }),
    );
    expect(own.language).toBe("es-US");
    expect(own.link).toBe(`${ORIGIN}/es/series/${spanishSeries.slug}`);
    const other = await parser.parseString(
      buildPodcastFeed({ origin: ORIGIN, series, only: englishSeries, now: NOW, language }),
    );
    expect(other.language).toBe("en-US");
    expect(other.link).toBe(`${ORIGIN}/series/${englishSeries.slug}`);
  }
});
