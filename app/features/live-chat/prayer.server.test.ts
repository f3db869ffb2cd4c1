import { expect, test } from "vitest";
import { getContent } from "~/server/content.server";
import { countSubmissions, getSubmission } from "~/features/forms/submission-store.server";
import { submissionsDb } from "~/features/forms/submission-store.server";
import { conversationLines } from "./chat-people.server";
import { hostAction } from "./host-actions.server";
import {
  deviceCookie,
  form,
  serviceAfter,
  staffCookie,
  staffMember,
  viewerPost,
  watch,
  withChatServer,
} from "./test-support";

const base = withChatServer();
const service = serviceAfter("2026-11-20T12:00:00Z");
const at = service.during;

async function conversationWithHost() {
  const staff = staffMember("host", "Grace");
  const act = (fields: Record<string, string>) =>
    hostAction({ content: getContent(), staff, posted: form({ lang: "en", ...fields }), now: at });
  const maria = { cookie: deviceCookie("maria"), address: "198.51.100.20" };
  const mariaStream = await watch(base(), { lang: "es", now: at, ...maria });
  const third = await watch(base(), { lang: "en", now: at, cookie: deviceCookie("third") });
  const hostStream = await watch(base(), { lang: "en", now: at, cookie: staffCookie(staff, at), host: true });
  await viewerPost(
    { intent: "prayer", name: "María", text: "Por favor oren por mi madre.", lang: "es" },
    { now: at, ...maria },
  );
  await hostStream.until(() => hostStream.events.length === 2);
  const conversation = (hostStream.events[0]!.event as { conversation: { id: string } }).conversation.id;
  await act({ intent: "take", conversation });
  await act({ intent: "prayer-say", conversation, text: "Estoy aquí, María. Oremos juntos." });
  await act({ intent: "prayer-end", conversation });
  await mariaStream.until(() => mariaStream.events.length === 5);
  return { conversation, maria, mariaStream, third, hostStream };
}

test("a request for prayer is a private conversation: the person and the hosts see it, no other viewer", async () => {
  const { mariaStream, third, hostStream } = await conversationWithHost();
  expect(mariaStream.events.map(({ event }) => event.kind)).toEqual([
    "prayer",
    "prayer-line",
    "prayer",
    "prayer-line",
    "prayer",
  ]);
  expect(mariaStream.events[2]!.event).toMatchObject({ conversation: { status: "taken", host: "Grace" } });
  expect(mariaStream.events[4]!.event).toMatchObject({ conversation: { status: "ending" } });
  expect(hostStream.events).toHaveLength(5);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(third.events).toEqual([]);
  // Nor does a third viewer who arrives later, or one who resumes.
  const later = await watch(base(), { lang: "en", now: at + 1000, cookie: deviceCookie("later") });
  expect(later.states[0]!.conversations).toEqual([]);
  const resumed = await watch(base(), { lang: "en", now: at + 1000, cookie: deviceCookie("third"), lastEventId: 0 });
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(resumed.events).toEqual([]);
});

test("with the person's consent the conversation becomes a submission of the prayer form, private as that form is", async () => {
  const { conversation, maria, mariaStream } = await conversationWithHost();
  // Someone else cannot answer for her.
  expect(
    (
      await viewerPost(
        { intent: "prayer-consent", conversation, consent: "yes", lang: "en" },
        { now: at, cookie: deviceCookie("third") },
      )
    ).status,
  ).toBe(404);
  expect(countSubmissions("prayer")).toBe(0);
  const answer = await viewerPost(
    { intent: "prayer-consent", conversation, consent: "yes", lang: "es" },
    { now: at, ...maria },
  );
  expect(answer.status).toBe(200);
  await mariaStream.until(() => mariaStream.events.length === 6);
  expect(mariaStream.events[5]!.event).toMatchObject({ conversation: { status: "sent" } });
  expect(countSubmissions("prayer")).toBe(1);
  const row = submissionsDb().prepare("SELECT id FROM form_submissions WHERE form_id = 'prayer'").get() as {
    id: string;
  };
  const submission = getSubmission(row.id)!;
  expect(submission).toMatchObject({ language: "es", name: "María", email: null, status: "new" });
  expect(submission.answers).toEqual({
    name: "María",
    request: "María: Por favor oren por mi madre.\nGrace: Estoy aquí, María. Oremos juntos.",
  });
});

test("without it, the conversation's words are deleted at once", async () => {
  const { conversation, maria, hostStream } = await conversationWithHost();
  await viewerPost({ intent: "prayer-consent", conversation, consent: "no", lang: "es" }, { now: at, ...maria });
  await hostStream.until(() => hostStream.events.length === 6);
  expect(hostStream.events[5]!.event).toMatchObject({ conversation: { status: "deleted", name: "" } });
  expect(conversationLines(conversation)).toEqual([]);
  expect(countSubmissions("prayer")).toBe(0);
});
