import { beforeEach, expect, test } from "vitest";
import { withFakeVimeo } from "../../../tests/support/vimeo";
import { pickPicture, PICTURE_INDEX } from "~/lib/pictures";
import { UpstreamError } from "~/server/fetch.server";
import { createVimeoClient, searchQueryFor, vimeoRateLimitResetAt, type VimeoClientOptions } from "./vimeo.server";

const fake = withFakeVimeo();
const sleeps: number[] = [];

beforeEach(() => {
  sleeps.length = 0;
});

function client(overrides: Partial<VimeoClientOptions> = {}) {
  return createVimeoClient({
    baseUrl: fake().url,
    token: fake().token,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    ...overrides,
  });
}

const MARK = "/users/100200300/albums/11000102";

test("sends the bearer token, JSON content type and Vimeo's 3.4 Accept header", async () => {
  await client().listSeries();
  const headers = fake().requests[0]!.headers;
  expect(headers.authorization).toBe(`bearer ${fake().token}`);
  expect(headers.accept).toBe("application/vnd.vimeo.*+json;version=3.4");
  expect(headers["content-type"]).toBe("application/json");
});

test("follows paging to the end of a showcase with more than 25 videos, oldest first", async () => {
  const sermons = await client({ perPage: 25 }).listSermons(MARK);
  expect(sermons).toHaveLength(30);
  expect(sermons[0]!.name).toBe("Mark 1: Week 1");
  expect(sermons.at(-1)!.name).toBe("Mark 30: Week 30");
  expect(fake().requests.map((request) => new URL(request.path, fake().url).searchParams.get("page"))).toEqual([
    null,
    "2",
  ]);
  expect(fake().requests[0]!.path).toContain(`${MARK}/videos?direction=asc`);
});

test("series list: all pages, null descriptions and missing pictures survive", async () => {
  const series = await client({ perPage: 3 }).listSeries();
  expect(series.map((item) => item.name)).toEqual([
    "Renovated Lives",
    "The Gospel of Mark",
    "Psalms for the Summer",
    "Coming Soon: Acts",
  ]);
  expect(fake().requests).toHaveLength(2);
  const psalms = series[2]!;
  expect(psalms.description).toBe("");
  expect(psalms.slug).toBe("psalms-for-the-summer");
  // Only two sizes: index 3 falls back to the largest there is.
  expect(pickPicture(psalms.pictures, PICTURE_INDEX.series)?.width).toBe(200);
  expect(series[3]!.pictures).toEqual([]);
  expect(pickPicture(series[3]!.pictures, PICTURE_INDEX.series)).toBeUndefined();
  expect(series[1]!.videoCount).toBe(30);
  expect(pickPicture(series[1]!.pictures, PICTURE_INDEX.live)).toMatchObject({ width: 960, height: 540 });
});

test("videos map to sermons: 7-day offset, null description, null player URL, empty picture list", async () => {
  const sermons = await client().listSermons("/users/100200300/albums/11000101");
  const [first, second, third] = sermons;
  expect(first!.date).toBe(Date.parse("2026-11-08T19:02:00Z"));
  expect(first!.description).toBe("Some walls have to come down.\n\nRomans 12:1-2");
  expect(second!.description).toBe("");
  expect(pickPicture(second!.pictures, PICTURE_INDEX.message)?.width).toBe(200);
  expect(third!.embedUrl).toBe("https://player.vimeo.com/video/1010000003");
  expect(third!.pictures).toEqual([]);
  expect(first!.embedUrl).toBe("https://player.vimeo.com/video/1010000001?h=3f2a1b9c0d");
});

test("search turns the slug's hyphens into plus signs", async () => {
  expect(searchQueryFor("renovated-lives-moving-in")).toBe("renovated+lives+moving+in");
  const found = await client().searchSermons("renovated-lives-moving-in");
  expect(fake().requests[0]!.path).toContain("/me/videos?query=renovated+lives+moving+in&");
  expect(found.map((sermon) => sermon.slug)).toEqual(["renovated-lives-moving-in"]);
});

test("the showcase of a sermon; an unknown video reads as none", async () => {
  expect((await client().seriesOfSermon("/videos/1010000003"))?.name).toBe("Renovated Lives");
  expect(await client().seriesOfSermon("/videos/1")).toBeNull();
  expect(await client().listSermons("/users/100200300/albums/999")).toEqual([]);
});

test("a refused token is an error, never retried", async () => {
  const bad = createVimeoClient({ baseUrl: fake().url, token: "wrong" });
  await expect(bad.listSeries()).rejects.toMatchObject({ status: 401 });
  expect(fake().requests).toHaveLength(1);
});

test("a 500 is retried", async () => {
  fake().failNext({ status: 500 });
  const series = await client().listSeries();
  expect(series).toHaveLength(4);
  expect(fake().requests).toHaveLength(2);
  expect(sleeps).toHaveLength(1);
});

test("a 429 with a near reset waits until X-RateLimit-Reset, then succeeds", async () => {
  fake().failNext({ status: 429, resetAt: new Date(Date.now() + 2000) });
  await client({ maxRateLimitWaitMs: 5000 }).listSeries();
  expect(fake().requests).toHaveLength(2);
  expect(sleeps[0]).toBeGreaterThan(500);
  expect(sleeps[0]).toBeLessThanOrEqual(2000);
});

test("a 429 with a far reset stops calling Vimeo until the reset", async () => {
  const resetAt = new Date(Math.ceil((Date.now() + 600_000) / 1000) * 1000);
  fake().failNext({ status: 429, resetAt });
  const error = await client()
    .listSeries()
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(UpstreamError);
  expect(error).toMatchObject({ status: "rate-limited", retryAt: resetAt.getTime() });
  await expect(client().listSeries()).rejects.toMatchObject({ status: "rate-limited" });
  expect(fake().requests).toHaveLength(1);
});

test("X-RateLimit-Reset as a date, epoch seconds or missing", () => {
  const now = Date.parse("2026-11-21T10:00:00Z");
  const response = (headers: Record<string, string>) => new Response(null, { status: 429, headers });
  expect(vimeoRateLimitResetAt(response({ "x-ratelimit-reset": "2026-11-21T10:01:00+00:00" }), now)).toBe(now + 60_000);
  expect(vimeoRateLimitResetAt(response({ "x-ratelimit-reset": String(now / 1000 + 30) }), now)).toBe(now + 30_000);
  expect(vimeoRateLimitResetAt(response({ "retry-after": "5" }), now)).toBe(now + 5000);
  expect(vimeoRateLimitResetAt(response({}), now)).toBeUndefined();
});

test("a slow answer times out", async () => {
  fake().delayMs = 400;
  await expect(client({ timeoutMs: 100, retries: 0 }).listSeries()).rejects.toMatchObject({ status: "timeout" });
});

test("asks for durations and video files, and keeps the smallest MP4 of at least 360p for podcasts", async () => {
  const sermons = await client().listSermons("/users/100200300/albums/11000101");
  expect(fake().requests[0]!.path).toMatch(/fields=[^&]*duration%2Cfiles%2Cdownload/);
  const [withFiles, downloadOnly, withoutFiles] = sermons;
  expect(withFiles!.duration).toBe(2650);
  // `files` links do not expire; the 240p rendition is too small and the HLS stream is not one file.
  expect(withFiles!.mediaFile).toEqual({
    url: "https://player.vimeo.com/progressive_redirect/playback/1010000001/rendition/360p/file.mp4?loc=external&log_user=0&signature=0a1b2c3d4e5f",
    size: 152000000,
    type: "video/mp4",
    width: 640,
    height: 360,
    expiresAt: null,
  });
  // Only `download` entries: the link is kept with the time it expires.
  expect(downloadOnly!.mediaFile).toMatchObject({
    size: 143000000,
    height: 360,
    expiresAt: Date.parse("2026-11-09T19:20:00+00:00"),
  });
  // The account exposes no files for this one: no enclosure, the sermon stays.
  expect(withoutFiles!.mediaFile).toBeNull();
});
