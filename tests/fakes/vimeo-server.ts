import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A local stand-in for api.vimeo.com, for tests: a node:http server on
 * 127.0.0.1 with an ephemeral port, answering from the fixtures in
 * tests/fixtures/vimeo (Vimeo's real shapes), with Vimeo's paging, and on
 * request with 401, 404, 429 (X-RateLimit-Reset), 500 or slow answers.
 */

const fixtureDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/vimeo");

interface VimeoItem {
  uri: string;
  name: string;
  [key: string]: unknown;
}
interface VimeoPage {
  data: VimeoItem[];
}

function fixture<T>(name: string): T {
  return JSON.parse(readFileSync(path.join(fixtureDir, name), "utf8")) as T;
}

function slugOf(name: string): string {
  return name.toLowerCase().replace(/\W+/g, "-");
}

export interface ScriptedFailure {
  status: 401 | 404 | 429 | 500;
  /** How many answers fail this way (default 1). */
  times?: number;
  /** For 429: the X-RateLimit-Reset to send. */
  resetAt?: Date;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

export interface FakeVimeo {
  url: string;
  token: string;
  requests: RecordedRequest[];
  /** Delay every answer by this many ms (slow upstream). */
  delayMs: number;
  /** The next answers fail in order. */
  failNext(failure: ScriptedFailure): void;
  /** Every answer fails with this status until cleared (an outage). */
  outage: 500 | null;
  close(): Promise<void>;
}

export async function startFakeVimeo({ token = "test-vimeo-token" } = {}): Promise<FakeVimeo> {
  const albums = fixture<VimeoPage>("albums.json").data;
  const videosByAlbum = new Map<string, VimeoItem[]>();
  for (const album of albums) {
    try {
      videosByAlbum.set(album.uri, fixture<VimeoPage>(`album-videos-${slugOf(album.name)}.json`).data);
    } catch {
      videosByAlbum.set(album.uri, []);
    }
  }
  const allVideos = [...videosByAlbum.values()].flat();
  // Text tracks by video URI; "{base}" in a link stands for this server's address.
  const textTracks = fixture<Record<string, VimeoItem[]>>("texttracks.json");
  const failures: Required<ScriptedFailure>[] = [];

  const state: FakeVimeo = {
    url: "",
    token,
    requests: [],
    delayMs: 0,
    outage: null,
    failNext(failure) {
      failures.push({ times: 1, resetAt: new Date(Date.now() + 60_000), ...failure });
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    state.requests.push({ method: req.method ?? "GET", path: `${url.pathname}${url.search}`, headers: req.headers });

    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const write = () => {
        if (res.destroyed) return;
        res.writeHead(status, { "content-type": "application/vnd.vimeo.error+json", ...headers });
        res.end(JSON.stringify(body));
      };
      if (state.delayMs > 0) setTimeout(write, state.delayMs);
      else write();
    };
    const sendPage = (items: VimeoItem[]) => {
      const perPage = Math.min(Math.max(Number(url.searchParams.get("per_page") ?? 25) || 25, 1), 100);
      const page = Math.max(Number(url.searchParams.get("page") ?? 1) || 1, 1);
      const last = Math.max(1, Math.ceil(items.length / perPage));
      const link = (n: number) => {
        const params = new URLSearchParams(url.searchParams);
        params.set("page", String(n));
        params.set("per_page", String(perPage));
        return `${url.pathname}?${params.toString()}`;
      };
      send(
        200,
        {
          total: items.length,
          page,
          per_page: perPage,
          paging: {
            next: page < last ? link(page + 1) : null,
            previous: page > 1 ? link(page - 1) : null,
            first: link(1),
            last: link(last),
          },
          data: items.slice((page - 1) * perPage, page * perPage),
        },
        {
          "content-type": "application/vnd.vimeo.album+json",
          "x-ratelimit-limit": "500",
          "x-ratelimit-remaining": "499",
        },
      );
    };

    if (state.outage) return send(state.outage, { error: "Something strange occurred. Please try again." });
    const failure = failures[0];
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.shift();
      if (failure.status === 429) {
        return send(429, fixture("error-429.json"), {
          "x-ratelimit-limit": "500",
          "x-ratelimit-remaining": "0",
          "x-ratelimit-reset": failure.resetAt.toISOString().replace(/\.\d+Z$/, "+00:00"),
        });
      }
      if (failure.status === 401) return send(401, fixture("error-401.json"));
      if (failure.status === 404) return send(404, fixture("error-404.json"));
      return send(500, { error: "Something strange occurred. Please try again." });
    }
    // A text track's file: a signed link on another host in real life, so no bearer token is expected (or wanted).
    const trackFile = url.pathname.match(/^\/texttrack-files\/(\d+)\.vtt$/)?.[1];
    if (trackFile) {
      try {
        const body = readFileSync(path.join(fixtureDir, `texttrack-${trackFile}.vtt`), "utf8");
        res.writeHead(200, { "content-type": "text/vtt; charset=utf-8" });
        return res.end(body);
      } catch {
        return send(404, fixture("error-404.json"));
      }
    }
    if (req.headers.authorization !== `bearer ${token}`) return send(401, fixture("error-401.json"));

    const albumVideos = url.pathname.match(/^(\/users\/\d+\/albums\/\d+)\/videos$/)?.[1];
    const videoAlbums = url.pathname.match(/^(\/videos\/\d+)\/albums$/)?.[1];
    if (url.pathname === "/me/albums") return sendPage(albums);
    if (albumVideos) {
      const videos = videosByAlbum.get(albumVideos);
      if (!videos) return send(404, fixture("error-404.json"));
      const ordered = url.searchParams.get("direction") === "desc" ? [...videos].reverse() : videos;
      return sendPage(ordered);
    }
    const videoTracks = url.pathname.match(/^(\/videos\/\d+)\/texttracks$/)?.[1];
    if (videoTracks) {
      if (!allVideos.some((video) => video.uri === videoTracks)) return send(404, fixture("error-404.json"));
      const tracks = (textTracks[videoTracks] ?? []).map(
        (track) => JSON.parse(JSON.stringify(track).replaceAll("{base}", state.url)) as VimeoItem,
      );
      return sendPage(tracks);
    }
    if (url.pathname === "/me/videos") {
      // Vimeo's search matches words anywhere; a "+" in the query is a space.
      const words = (url.searchParams.get("query") ?? "").toLowerCase().split(/\s+/).filter(Boolean);
      return sendPage(allVideos.filter((video) => words.every((word) => video.name.toLowerCase().includes(word))));
    }
    if (videoAlbums) {
      if (!allVideos.some((video) => video.uri === videoAlbums)) return send(404, fixture("error-404.json"));
      return sendPage(
        albums.filter((album) => videosByAlbum.get(album.uri)?.some((video) => video.uri === videoAlbums)),
      );
    }
    return send(404, fixture("error-404.json"));
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
