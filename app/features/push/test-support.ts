import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import type { ChurchContent } from "~/content/model";
import { getContent, setContentForTests } from "~/server/content.server";
import { closeDb } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { deliverDue, registerOutboxHandler } from "~/server/outbox.server";
import { startFakePushService, type FakePushService } from "../../../tests/fakes/push-service";
import { SAMPLE_ANNOUNCEMENT } from "../../../tests/support/sample-announcement";
import { readAnnouncement, scheduleAnnouncement } from "./announcements.server";
import { FAN_OUT_TOPIC, fanOutHandler, SEND_TOPIC } from "./fan-out.server";
import { closePushConnections } from "./push-request.server";
import { forgetPausesForTests, sendChunkHandler } from "./send-chunk.server";
import { subscribe } from "./subscribe.server";
import type { Topic } from "./subscriptions.server";
import { forgetVapidKeysForTests, vapidKeys } from "./vapid-keys.server";

/**
 * For the notifications' tests: a fresh data folder, the site's settings (its public address, and the
 * suite's fake push service allowed), the fake push service itself (tests/fakes/push-service.ts), the
 * outbox's push topics, and phones subscribed as the App page's script would.
 */

export const PUBLIC_URL = "https://www.redwoodcoast.example";
export const original = getContent();

export function freshPushSite(content: ChurchContent = original): void {
  closeDb();
  closePushConnections();
  forgetVapidKeysForTests();
  forgetPausesForTests();
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "push-test-"));
  process.env.PUBLIC_URL = PUBLIC_URL;
  process.env.PUSH_ALLOW_LOCAL_ENDPOINTS = "true";
  resetEnvForTests();
  setContentForTests(content);
  registerOutboxHandler(FAN_OUT_TOPIC, fanOutHandler(getContent));
  registerOutboxHandler(SEND_TOPIC, sendChunkHandler(getContent));
}

/** The fake push service for the file's tests, and a fresh site before each (the fake's messages emptied). */
export function withFakePushService(content?: () => ChurchContent): () => FakePushService {
  let fake: FakePushService;
  beforeAll(async () => {
    fake = await startFakePushService();
  });
  beforeEach(() => {
    freshPushSite(content?.());
    fake.expectKey(vapidKeys().publicKey);
    fake.messages.length = 0;
    fake.requests.length = 0;
    fake.problems.length = 0;
    fake.answers.clear();
    fake.delayMs = 0;
  });
  afterEach(() => {
    closePushConnections();
  });
  afterAll(async () => {
    closeDb();
    setContentForTests(original);
    delete process.env.PUBLIC_URL;
    delete process.env.PUSH_ALLOW_LOCAL_ENDPOINTS;
    resetEnvForTests();
    await fake.close();
  });
  return () => fake;
}

/** A phone subscribes on the fake, as the App page's script posts it: its endpoint. */
export async function subscribePhone(
  fake: FakePushService,
  topics: Topic[],
  options: { language?: "en" | "es"; now?: number; registration?: string } = {},
): Promise<string> {
  const subscription = fake.newSubscription();
  const answer = await subscribe(
    {
      subscription,
      topics,
      language: options.language ?? "en",
      ...(options.registration ? { registration: options.registration } : {}),
    },
    options.now ?? Date.now(),
  );
  if (answer.status !== 200) throw new Error(`not subscribed: ${JSON.stringify(answer.body)}`);
  return subscription.endpoint;
}

/** Runs the outbox at `now` until nothing more is due then: every notice's phones listed and sent. */
export async function deliverAll(now: number): Promise<void> {
  for (let pass = 0; pass < 500; pass += 1) if ((await deliverDue(now)) === 0) return;
  throw new Error("the outbox kept finding work");
}

/** The staff member who sends it. */
export const SENDER = { person: { id: "p1", email: "pastor@example.org" } } as never;

/** The sample announcement with `fields` changed, read at `now` as the notifications page reads what staff type. */
export function readSample(fields: Record<string, string>, now: number) {
  const values = { ...SAMPLE_ANNOUNCEMENT, ...fields };
  return readAnnouncement((name) => values[name] ?? "", getContent(), now);
}

/** The sample announcement with `fields` changed, read and scheduled by SENDER at `now` in the church's `zone`. */
export function announceSample(fields: Record<string, string>, now: number, zone = "America/Los_Angeles") {
  const read = readSample(fields, now);
  if (!read.ok) throw new Error(JSON.stringify(read));
  return scheduleAnnouncement(read.announcement, SENDER, now, zone);
}
