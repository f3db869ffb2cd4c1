/**
 * The outbox topics giving queues (issue 30), a contract with the e-mails'
 * handlers (registered in app/background.server.ts): each payload is
 * `{ giftId }`, queued once per gift (dedupe key `<topic>:<giftId>`) in the
 * same transaction that records the change.
 */

/** A gift became paid: its receipt. */
export const GIVING_RECEIPT_TOPIC = "giving.receipt";
/** A recurring gift's payment failed (a gift row with status failed): the kind e-mail with a link to update the card. */
export const GIVING_PAYMENT_FAILED_TOPIC = "giving.payment-failed";

export interface GiftMailPayload {
  giftId: string;
}
