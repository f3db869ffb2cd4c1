import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { Session, type EventBuffer } from "better-sse";
import { currentStaff } from "~/features/auth/staff.server";
import { requestNow } from "~/server/clock.server";
import { getContent } from "~/server/content.server";
import { describeError, log } from "~/server/logger.server";
import { countJoin } from "./attendance.server";
import { join, leave, tellHosts, type Listener } from "./chat-hub.server";
import { openingFrames } from "./chat-state.server";
import { chatLanguage, currentChat, type CurrentChat } from "./current-chat.server";
import { attendeeKey, deviceCode, deviceKey, networkKey, newDevice } from "./device.server";
import { HOST_PERMISSION } from "./hosts.server";

/**
 * The chat's streams (issue 45, docs/decisions/075): one Server-Sent Events answer per viewer, from the
 * site's own process, mounted by server.ts before the page cache, the compression and the count of
 * requests in flight (a stream is open for the whole service). better-sse writes the format, the
 * no-store and no-buffering headers, the retry time and a keep-alive comment every 8 s (so Caddy, a CDN
 * or a phone's network never takes a quiet stream for a dead one).
 *
 * A stream opens only while its chat runs; otherwise 204, which tells a browser to stop reconnecting.
 */

/** Under Fastly's default 10 s between bytes, Cloudflare's 100 s and bunny.net's idle limit (docs/deploying.md). */
const KEEP_ALIVE_MS = 8_000;
/** A slow reader's unsent bytes past this: its stream ends, and it resumes from its last event. */
const MOST_BUFFERED = 1024 * 1024;
/** Streams one network may hold open at once (a church's Wi-Fi, a family); more are refused. */
export const STREAMS_PER_NETWORK = 200;
const openPerNetwork = new Map<string, number>();

/** GET /live-chat/stream?lang=: a viewer's stream; their device's cookie is set here when they have none. */
export function viewerStream(): RequestHandler {
  return (req, res) => {
    const content = getContent();
    const now = requestNow(req);
    const chat = currentChat(content, chatLanguage(content, req.query.lang), now);
    if (!chat?.running) return void res.status(204).setHeader("Cache-Control", "no-store").end();
    let code = deviceCode(req.headers.cookie, req.secure);
    if (!code) {
      const made = newDevice(req.secure);
      code = made.code;
      res.setHeader("Set-Cookie", made.setCookie);
    }
    const device = deviceKey(code);
    openStream(req, res, chat, { host: false, device, attendee: attendeeKey(chat.window.key, device), now });
  };
}

/** GET /admin/live-chat/stream?lang=: a host's stream (every prayer conversation, the viewers' count). */
export function hostStream(): RequestHandler {
  return (req, res) => {
    const content = getContent();
    const now = requestNow(req);
    const staff = currentStaff(fetchRequest(req), now);
    if (!staff?.permissions[HOST_PERMISSION]) {
      return void res.status(403).setHeader("Cache-Control", "no-store").type("text/plain").send("Hosts only.");
    }
    const chat = currentChat(content, chatLanguage(content, req.query.lang), now);
    if (!chat?.running) return void res.status(204).setHeader("Cache-Control", "no-store").end();
    const attendee = attendeeKey(chat.window.key, `staff:${staff.person.id}`);
    openStream(req, res, chat, { host: true, device: null, attendee, now });
  };
}

function openStream(
  req: ExpressRequest,
  res: ExpressResponse,
  chat: CurrentChat,
  who: { host: boolean; device: string | null; attendee: string; now: number },
): void {
  const network = networkKey(req.ip);
  const open = openPerNetwork.get(network) ?? 0;
  if (open >= STREAMS_PER_NETWORK) {
    return void res.status(429).setHeader("Retry-After", "60").setHeader("Cache-Control", "no-store").end();
  }
  openPerNetwork.set(network, open + 1);
  const offset = who.now - Date.now();
  const session = new Session(req, res, {
    keepAlive: KEEP_ALIVE_MS,
    headers: { "X-Content-Type-Options": "nosniff" },
  });
  const listener: Listener = {
    chat: chat.window.key,
    closesAt: chat.window.closesAt,
    host: who.host,
    device: who.device,
    conversations: new Set(),
    attendee: who.attendee,
    now: () => Date.now() + offset,
    send(frames: EventBuffer) {
      if (!session.isConnected) return;
      if (res.writableLength > MOST_BUFFERED) return listener.close();
      session.batch(frames).catch(() => listener.close());
    },
    close: () => res.end(),
  };
  session.once("connected", () => {
    try {
      // In one turn of the event loop: nothing stored between reading the missed events and joining is lost.
      const opening = openingFrames(chat, { host: who.host, device: who.device }, session.lastId);
      listener.conversations = opening.conversations;
      void session.batch(opening.frames);
      join(listener);
      countJoin(
        {
          key: chat.window.key,
          startsAt: chat.window.occurrence.start,
          closesAt: chat.window.closesAt,
          gathering: chat.window.occurrence.gathering.name,
        },
        who.attendee,
      );
      tellHosts(chat.window.key);
    } catch (error) {
      log("error", "live chat stream failed to start", { error: describeError(error) });
      res.end();
    }
  });
  session.once("disconnected", () => {
    leave(listener);
    const left = (openPerNetwork.get(network) ?? 1) - 1;
    if (left > 0) openPerNetwork.set(network, left);
    else openPerNetwork.delete(network);
    tellHosts(chat.window.key);
  });
}

/** The staff session check reads a Fetch request: the stream's headers and address as one. */
function fetchRequest(req: ExpressRequest): Request {
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, {
    headers: { cookie: req.headers.cookie ?? "" },
  });
}
