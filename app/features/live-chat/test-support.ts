import express from "express";
import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Agent, EventSource, type Dispatcher } from "undici";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { addPerson } from "~/features/auth/people.server";
import type { Role } from "~/features/auth/roles";
import { permissionsOf } from "~/features/auth/permissions.server";
import type { Staff } from "~/features/auth/staff.server";
import { chatWindowAt } from "~/lib/live-chat-window";
import type { ChatEvent, ChatState } from "~/lib/live-chat-wire";
import { CHAT_STREAM_PATH, HOST_STREAM_PATH } from "~/lib/live-chat-wire";
import { getContent } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { resetSiteSecretForTests } from "~/server/site-secret.server";
import { closeAllStreams } from "./chat-hub.server";
import { createSession } from "~/features/auth/sessions.server";
import { hostStream, viewerStream } from "./chat-stream.server";
import { viewerAction } from "./viewer-actions.server";

/**
 * For the live chat's tests: the chat's stream handler in a server of the test's own (no build needed),
 * read by undici's EventSource (a real reader of the format, resuming as a browser does), a fresh
 * DATA_DIR each test, and the demo church's streamed service as the clock to set.
 */

export function withChatServer(): () => string {
  let server: ReturnType<ReturnType<typeof express>["listen"]>;
  let base = "";
  beforeAll(async () => {
    process.env.ALLOW_TEST_CLOCK = "true";
    resetEnvForTests();
    const app = express();
    app.set("trust proxy", "loopback");
    app.get(CHAT_STREAM_PATH, viewerStream());
    app.get(HOST_STREAM_PATH, hostStream());
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    closeDb();
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "live-chat-"));
    resetEnvForTests();
    resetSiteSecretForTests();
  });
  afterEach(() => {
    for (const viewer of open.splice(0)) viewer.close();
    closeAllStreams();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    closeDb();
    delete process.env.ALLOW_TEST_CLOCK;
    resetEnvForTests();
  });
  return () => base;
}

/** The demo's streamed service of the week after `from`, and instants in its chat (ms). */
export function serviceAfter(from: string) {
  const content = getContent();
  const streams = content.services.gatherings.filter((gathering) => gathering.streamed);
  const times = {
    leadMinutes: content.services.live.playerMinutesBefore,
    minutesAfter: content.services.live.chat!.minutesAfter,
  };
  const window = chatWindowAt(Date.parse(from), streams, content.church.locale.timeZone, times)!;
  return { ...window, during: window.occurrence.start + 10 * 60_000 };
}

/** A device's chat cookie, as the stream would have set it. */
export function deviceCookie(label: string): string {
  return `chat-device=${label.padEnd(22, "x").slice(0, 22)}`;
}

/** Headers added to every request of a dispatcher (EventSource takes no headers of its own). */
function withHeaders(headers: Record<string, string>): Dispatcher {
  return new Agent().compose(
    (dispatch) => (options, handler) =>
      dispatch({ ...options, headers: { ...(options.headers as Record<string, string>), ...headers } }, handler),
  );
}

const open: TestViewer[] = [];

export interface TestViewer {
  states: ChatState[];
  events: { id: number; event: ChatEvent }[];
  source: EventSource;
  /** Resolves once `test` holds, else fails after `timeoutMs`. */
  until(test: () => boolean, timeoutMs?: number): Promise<void>;
  close(): void;
}

/** A viewer's stream at the test's clock, in `lang`, from `address`. */
export async function watch(
  base: string,
  options: { lang: string; now: number; cookie: string; address?: string; host?: boolean; lastEventId?: number },
): Promise<TestViewer> {
  const dispatcher = withHeaders({
    "x-test-now": new Date(options.now).toISOString(),
    cookie: options.cookie,
    "x-forwarded-for": options.address ?? "203.0.113.10",
  });
  const resume = options.lastEventId === undefined ? "" : `&lastEventId=${options.lastEventId}`;
  const source = new EventSource(
    `${base}${options.host ? HOST_STREAM_PATH : CHAT_STREAM_PATH}?lang=${options.lang}${resume}`,
    {
      dispatcher,
    } as EventSourceInit,
  );
  const viewer: TestViewer = {
    states: [],
    events: [],
    source,
    async until(test, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (!test()) {
        if (Date.now() > deadline) throw new Error("timed out waiting for the stream");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => source.close(),
  };
  open.push(viewer);
  let opened = false;
  source.addEventListener("open", () => (opened = true));
  source.addEventListener("state", (event) => viewer.states.push(JSON.parse((event as MessageEvent).data)));
  source.addEventListener("chat", (event) =>
    viewer.events.push({
      id: Number((event as MessageEvent).lastEventId),
      event: JSON.parse((event as MessageEvent).data),
    }),
  );
  // Open (and, unless it resumes, its state read), or refused.
  await viewer.until(
    () => (opened && (options.lastEventId !== undefined || viewer.states.length > 0)) || source.readyState === 2,
  );
  return viewer;
}

/** A viewer's post, as the route hands it over. */
export function viewerPost(fields: Record<string, string>, options: { now: number; cookie: string; address?: string }) {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return viewerAction({
    content: getContent(),
    posted,
    cookieHeader: options.cookie,
    https: false,
    address: options.address ?? "203.0.113.10",
    now: options.now,
  });
}

/** A staff member of `role`, as requireStaff hands them to an action. */
export function staffMember(role: Role, name: string): Staff {
  const added = addPerson({ email: `${name.toLowerCase()}@example.org`, name, role, actor: "command line", now: 0 });
  if (!added.ok) throw new Error(added.message);
  return {
    session: { idHash: "test", person: added.person, createdAt: 0, expiresAt: Number.MAX_SAFE_INTEGER },
    person: added.person,
    permissions: permissionsOf(role),
  };
}

/** The staff session cookie of a host, signed in at `now`. */
export function staffCookie(staff: Staff, now: number): string {
  return `staff-session=${createSession(staff.person.id, now).token}`;
}

/** The form fields of a post, as FormData. */
export function form(fields: Record<string, string>): FormData {
  const posted = new FormData();
  for (const [name, value] of Object.entries(fields)) posted.set(name, value);
  return posted;
}
