import type Database from "better-sqlite3";
import { mailConfigured, publicOrigin, queueMail } from "~/features/mail/mail.server";
import type { Language } from "~/i18n/languages";
import { getContent } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import type { DeliveryOutcome } from "~/server/outbox.server";
import {
  donorContentOf,
  donorSender,
  fundName,
  languageOf,
  noGoodsStatement,
  type DonorContent,
} from "./donor-content";
import { donorFor, donorUrl } from "./donor-links.server";
import { GIVING_NOTICE_TEMPLATE, type DonorNoticeProps } from "./emails/donor-notice-email";
import { GIVING_RECEIPT_TEMPLATE, type ReceiptEmailProps } from "./emails/receipt-email";
import { giftById, recurringById, type Gift } from "./gifts.server";
import type { GiftMailPayload } from "./topics";

/**
 * The donor's e-mails, queued through the mail module (app/features/mail:
 * the outbox, a stable Message-ID from each message's key, once per key).
 * giving.receipt and giving.payment-failed are the outbox topics the Stripe
 * side enqueues with `{ giftId }` (./topics.ts); their handlers
 * (registered in app/background.server.ts) write the e-mail in the donor's
 * stored language.
 */

export const MANAGE_PATH = "/give/my-giving";
export const statementPath = (year: number) => `/give/statement/${year}`;
export const statementPdfPath = (year: number) => `/give/statement/${year}/statement.pdf`;

/** Every giving e-mail's key starts so; the rest names the gift or the donor link and what it is. */
export const GIVING_MAIL_PREFIX = "giving:";

function giftIdOf(payload: unknown): string | null {
  const id = (payload as Partial<GiftMailPayload> | null)?.giftId;
  return typeof id === "string" && id.length > 0 ? id : null;
}

interface Place {
  content: DonorContent;
  language: Language;
  origin: string | undefined;
  now: number;
}

function manageUrlFor(db: Database.Database, email: string, place: Place): string | undefined {
  if (!place.origin) return undefined;
  const donor = donorFor(db, email, place.language, place.now);
  return donorUrl(donor.id, MANAGE_PATH, {
    origin: place.origin,
    language: place.language,
    defaultLanguage: place.content.defaultLanguage,
    now: place.now,
  });
}

/** A paid gift's receipt (once: its key names the gift). False when e-mail is off. */
export function queueReceipt(db: Database.Database, gift: Gift, place: Place): boolean {
  const { content } = place;
  const props: ReceiptEmailProps = {
    sender: donorSender(content, place.language, place.origin),
    language: place.language,
    country: content.country,
    timeZone: content.timeZone,
    giftId: gift.id,
    donorName: gift.donorName || null,
    donorEmail: gift.donorEmail,
    amountCents: gift.amountCents,
    feeCents: gift.feeCents,
    currency: gift.currency,
    fundName: fundName(content, gift.fundId),
    frequency: gift.frequency,
    paidAt: gift.paidAt ?? gift.createdAt,
    liveMode: gift.liveMode,
    legalName: content.receipt.legalName,
    ein: content.receipt.ein,
    noGoodsStatement: noGoodsStatement(content, place.language),
  };
  const manageUrl = manageUrlFor(db, gift.donorEmail, place);
  if (manageUrl) props.manageUrl = manageUrl;
  return queueMail(db, {
    key: `${GIVING_MAIL_PREFIX}receipt:${gift.id}`,
    template: GIVING_RECEIPT_TEMPLATE,
    to: gift.donorEmail,
    props,
    now: place.now,
    replyTo: content.church.email,
  });
}

/** A recurring gift's failed payment: a kind note and the way to update the card (once per failed payment). */
export function queuePaymentFailed(db: Database.Database, gift: Gift, place: Place): boolean {
  const url = manageUrlFor(db, gift.donorEmail, place);
  if (!url) return false;
  const recurring = gift.recurringId ? recurringById(gift.recurringId) : null;
  const props: DonorNoticeProps = {
    kind: "payment-failed",
    sender: donorSender(place.content, place.language, place.origin),
    language: place.language,
    country: place.content.country,
    url,
    name: gift.donorName || null,
    amountCents: recurring ? recurring.amountCents + recurring.feeCents : gift.amountCents + gift.feeCents,
    currency: gift.currency,
    fundName: fundName(place.content, gift.fundId),
    frequency: gift.frequency,
  };
  return queueMail(db, {
    key: `${GIVING_MAIL_PREFIX}payment-failed:${gift.id}`,
    template: GIVING_NOTICE_TEMPLATE,
    to: gift.donorEmail,
    props,
    now: place.now,
    replyTo: place.content.church.email,
  });
}

/** The handler of one of the two topics: the gift's e-mail, queued once, in the donor's language. */
function giftMailHandler(
  queue: (db: Database.Database, gift: Gift, place: Place) => boolean,
  accepts: (gift: Gift) => boolean,
) {
  return async (payload: unknown, now: number): Promise<DeliveryOutcome> => {
    const giftId = giftIdOf(payload);
    const gift = giftId ? giftById(giftId) : null;
    if (!gift) return { kind: "rejected", reason: "no such gift" };
    if (!accepts(gift)) return { kind: "rejected", reason: `not sent: the gift is ${gift.status}` };
    const content = donorContentOf(getContent());
    if (!content) return { kind: "rejected", reason: "not sent: giving is not on" };
    if (!mailConfigured()) return { kind: "rejected", reason: "not sent: no SMTP_URL" };
    const db = getDb();
    const place = { content, language: languageOf(gift.language, content), origin: publicOrigin(), now };
    const queued = db.transaction(() => queue(db, gift, place)).immediate();
    return queued ? { kind: "delivered" } : { kind: "rejected", reason: "not sent: no PUBLIC_URL for the link" };
  };
}

/** giving.receipt: a gift that became paid (a refund since still leaves a receipt for what was kept). */
export const deliverReceiptRequest = giftMailHandler(
  queueReceipt,
  (gift) => gift.status === "paid" || gift.status === "partially_refunded",
);

/** giving.payment-failed: a recurring gift's payment that failed. */
export const deliverPaymentFailed = giftMailHandler(queuePaymentFailed, (gift) => gift.status === "failed");
