import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import { z } from "zod";
import type { ChurchContent } from "~/content/model";
import { contentInLanguage, defaultLanguage } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { linkedMailOn, linkedMailOrigin, publicOrigin, queueMail } from "~/features/mail/mail.server";
import { normaliseEmail } from "~/server/email-address.server";
import { signedLink, signedLinkId } from "~/server/signed-link.server";
import type { MailSender } from "~/features/mail/layout";
import {
  JOIN_ANSWER_TEMPLATE,
  JOIN_REQUEST_TEMPLATE,
  type JoinAnswerMailProps,
  type JoinRequestMailProps,
} from "./emails/join-emails";
import type { GroupRecord } from "./group-record";
import {
  getJoinRequest,
  insertJoinRequest,
  joinRequestsDb,
  recordAnswer,
  type JoinRequest,
} from "./join-requests.server";

/**
 * Asking to join a group and answering (issue 28). A request is stored with
 * its e-mails queued in one transaction: to the leader (when the group has
 * one) and to the office, each with signed accept and decline links (purpose
 * "join-request", docs/decisions/039). An answer, from a link or the staff
 * page, is recorded once and tells the person, in the language they asked in.
 */

export const JOIN_LINK_PURPOSE = "join-request";
export const ANSWER_PATH = "/groups/answer";
export const JOIN_FIELDS = ["name", "email", "note"] as const;
export type JoinField = (typeof JOIN_FIELDS)[number];
/** Catalogue keys of the problems, by field (the page writes them in its language). */
export type JoinProblem = "name" | "nameLong" | "email" | "note";

/**
 * A name on one line: line breaks, tabs and other control characters become one space (issue 38), so a
 * name typed or pasted across lines never reaches an e-mail's subject or a header as two lines.
 */
export function oneLineName(value: string): string {
  return value.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, " ").trim();
}

const joinForm = z.object({
  name: z.string("name").transform(oneLineName).pipe(z.string().min(1, "name").max(120, "nameLong")),
  email: z.string("email").transform((value, context) => {
    const checked = normaliseEmail(value);
    if (!checked.ok) {
      context.addIssue({ code: "custom", message: "email" });
      return z.NEVER;
    }
    return checked.address;
  }),
  note: z
    .string()
    .trim()
    .max(1000, "note")
    .optional()
    .transform((value) => value || null),
});

export type JoinOutcome =
  /** `repeated`: the same address asked this group within REPEAT_WINDOW_DAYS (that request): nothing sent again. */
  | { ok: true; request: JoinRequest; repeated?: true }
  | { ok: false; problems: Partial<Record<JoinField, JoinProblem>> }
  | { ok: false; refused: "full" | "closed" };

const mailKey = (id: string) => `join:${id}:`;

/** How long an answer link in the leader's and the office's e-mail works (issue 38): a month, then /admin/groups. */
export const ANSWER_LINK_DAYS = 30;
/** One request per group and address in this time (issue 38): asking again sends nothing more. */
export const REPEAT_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether requests and answers go by e-mail (SMTP_URL, and PUBLIC_URL for the links): what the page may promise. */
export function joinEmailsOn(): boolean {
  return linkedMailOn();
}

function senderOf(content: ChurchContent, language: Language): MailSender {
  const { name, addressLine, email } = content.church;
  const origin = publicOrigin();
  return { name, addressLine, email, language, ...(origin ? { origin } : {}) };
}

export function submitJoinRequest(
  fields: Partial<Record<JoinField, string>>,
  context: { content: ChurchContent; group: GroupRecord; language: Language; now: number },
): JoinOutcome {
  const { group, content, language, now } = context;
  if (group.enrollment !== "open") return { ok: false, refused: group.enrollment };
  const parsed = joinForm.safeParse(fields);
  if (!parsed.success) {
    const problems: Partial<Record<JoinField, JoinProblem>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as JoinField;
      problems[field] ??= issue.message as JoinProblem;
    }
    return { ok: false, problems };
  }
  const request: JoinRequest = {
    id: randomUUID(),
    groupId: group.id,
    groupName: group.name,
    leaderEmail: group.leaderEmail,
    ...parsed.data,
    language,
    status: "open",
    createdAt: now,
    answeredAt: null,
  };
  const db = joinRequestsDb();
  const earlier = db
    .transaction(() => {
      const asked = askedRecently(db, request, now);
      if (asked) return asked;
      insertJoinRequest(db, request);
      queueRequestMail(db, request, content);
      return null;
    })
    .immediate();
  return earlier ? { ok: true, request: earlier, repeated: true } : { ok: true, request };
}

/**
 * Whether this address asked to join this group within REPEAT_WINDOW_DAYS. The page answers a repeat as it
 * answers a first request (it says the rule to everyone), so it never tells who has asked to join what.
 */
function askedRecently(db: Database.Database, request: JoinRequest, now: number): JoinRequest | null {
  const row = db
    .prepare(
      "SELECT id FROM join_requests WHERE email = ? AND group_id = ? AND created_at > ? ORDER BY created_at DESC LIMIT 1",
    )
    .get(request.email, request.groupId, now - REPEAT_WINDOW_DAYS * DAY_MS) as { id: string } | undefined;
  return row ? getJoinRequest(row.id) : null;
}

/** The accept or decline link of a request, to the answer page in the church's default language. */
export function answerUrl(origin: string, id: string, answer: "accept" | "decline", createdAt: number): string {
  // At the site's root: the church's default language, which the leader and the office read. It stops
  // working after ANSWER_LINK_DAYS: an old e-mail forwarded or leaked answers nothing (issue 38).
  const expiresAt = createdAt + ANSWER_LINK_DAYS * DAY_MS;
  const url = new URL(signedLink(origin, ANSWER_PATH, JOIN_LINK_PURPOSE, id, { param: "request", expiresAt }));
  url.searchParams.set("answer", answer);
  return url.href;
}

function queueRequestMail(db: Database.Database, request: JoinRequest, content: ChurchContent): void {
  const origin = linkedMailOrigin();
  if (!origin) return;
  // The leader and the office read the request in the church's own language, the group's name too (a request
  // from a Spanish page names the group as that page did).
  const staffLanguage = defaultLanguage(content);
  const staffContent = contentInLanguage(content, staffLanguage);
  const staffGroupName =
    staffContent.groups.source === "folder"
      ? staffContent.groups.groups?.find((group) => group.id === request.groupId)?.name
      : undefined;
  const base = {
    sender: senderOf(content, staffLanguage),
    language: staffLanguage,
    country: content.church.locale.country,
    groupName: staffGroupName ?? request.groupName,
    name: request.name,
    email: request.email,
    note: request.note,
    acceptUrl: answerUrl(origin, request.id, "accept", request.createdAt),
    declineUrl: answerUrl(origin, request.id, "decline", request.createdAt),
    hasLeader: request.leaderEmail !== null,
  };
  const recipients: [JoinRequestMailProps["to"], string][] = [];
  if (request.leaderEmail) recipients.push(["leader", request.leaderEmail]);
  // The office's copy, when the church has an office address (church.yaml `email`); without one, content:check
  // says so, and the leader's (or, without a leader, nobody's) is the only copy.
  if (content.church.email) recipients.push(["office", content.church.email]);
  for (const [to, address] of recipients) {
    const props: JoinRequestMailProps = { ...base, to };
    queueMail(db, {
      key: `${mailKey(request.id)}${to}`,
      template: JOIN_REQUEST_TEMPLATE,
      to: address,
      props,
      now: request.createdAt,
      replyTo: request.email,
    });
  }
}

/** The request a signed link names (its signature this site's, for join requests), else null. */
export function requestIdOfLink(query: URLSearchParams, now: number): string | null {
  return signedLinkId(query, JOIN_LINK_PURPOSE, now, { param: "request" });
}

export type AnswerOutcome =
  { kind: "answered"; request: JoinRequest } | { kind: "already"; request: JoinRequest } | { kind: "gone" };

/** Accepts or declines an open request and e-mails the person, in their language; an answered one stays as it was. */
export function answerJoinRequest(
  id: string,
  answer: "accepted" | "declined",
  context: { content: ChurchContent; now: number },
): AnswerOutcome {
  const db = joinRequestsDb();
  return db
    .transaction((): AnswerOutcome => {
      const before = getJoinRequest(id);
      if (!before) return { kind: "gone" };
      if (!recordAnswer(db, id, answer, context.now)) return { kind: "already", request: before };
      const request: JoinRequest = { ...before, status: answer, answeredAt: context.now };
      const props: JoinAnswerMailProps = {
        sender: senderOf(context.content, request.language),
        language: request.language,
        country: context.content.church.locale.country,
        groupName: request.groupName,
        name: request.name,
        answer,
      };
      queueMail(db, {
        key: `${mailKey(id)}answer`,
        template: JOIN_ANSWER_TEMPLATE,
        to: request.email,
        props,
        now: context.now,
        replyTo: context.content.church.email,
      });
      return { kind: "answered", request };
    })
    .immediate();
}

export { mailKey as joinMailKey };
