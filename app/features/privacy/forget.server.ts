import { forgetDonor, type DonorForgetReport } from "~/features/giving/giving-privacy.server";
import { forgetJoinRequestsOf } from "~/features/groups/join-privacy.server";
import { forgetSubmissionsOf } from "~/features/forms/forms-privacy.server";
import { forgetSubscriber } from "~/features/newsletter/subscribers.server";
import { forgetPlansOf } from "~/features/visits/plan-privacy.server";
import { forgetRegistrationsOf } from "~/features/signups/registration-privacy.server";
import { forgetPhonesOf } from "~/features/push/push-privacy.server";
import { deleteVisitRequestsOf } from "~/features/visits/visit-requests.server";
import { getDb } from "~/server/db.server";
import { normaliseEmail } from "~/server/email-address.server";

/**
 * The privacy policy's "you may ask us to delete it", for the operator:
 * `npm run data:forget -- someone@example.org` (scripts/forget.mjs). One
 * transaction removes the person's newsletter sign-up, visit plans (with their
 * reminders and every e-mail about them, sent or not), event registrations
 * (with every e-mail about them), requests to join a group (with their
 * e-mails), form submissions sent with the address (with their notes and
 * every e-mail about them, issue 35), the notifications of the phones linked to their sign-ups (issue 44) and every outbox row
 * carrying their address, their giving's notes, unpaid gifts, stopped
 * recurring gifts and donor links (keeping the gift records tax law asks
 * for, app/features/giving/giving-privacy.server.ts), and queues Mailchimp's permanent
 * deletion in the outbox, so it reaches Mailchimp even if Mailchimp is down
 * right now (the running site's worker, or this command, delivers it).
 */

export type ForgetReport =
  | { ok: false; problem: string }
  | {
      ok: true;
      address: string;
      signups: number;
      /** Visit plans (and requests from before visit plans). */
      visitRequests: number;
      /** Event registrations (issue 28). */
      registrations: number;
      /** Requests to join a group (issue 28). */
      joinRequests: number;
      /** Form submissions sent with the address (issue 35). */
      formSubmissions: number;
      /** Phones' notifications linked to the person's sign-ups (issue 44). */
      phones: number;
      /** Queued deliveries that carried the address (Mailchimp upserts, e-mails), delivered or not. */
      outboxRows: number;
      mailchimpDeletionQueued: boolean;
      /** Giving (issue 30): what was deleted, and the tax records the law makes us keep. */
      giving: DonorForgetReport;
    };

export function forgetPerson(rawEmail: unknown, now = Date.now()): ForgetReport {
  const checked = normaliseEmail(rawEmail);
  if (!checked.ok) return { ok: false, problem: `not an e-mail address (${checked.problem})` };
  const address = checked.address;
  // IMMEDIATE: the write lock is taken at the start, waiting (busy_timeout) for the running site's
  // commit to finish; a deferred transaction that read first is refused at once instead (SQLITE_BUSY).
  return getDb()
    .transaction(() => {
      const newsletter = forgetSubscriber(address, now);
      const visits = deleteVisitRequestsOf(address);
      const plans = forgetPlansOf(address);
      const giving = forgetDonor(getDb(), address);
      // Before the registrations: a phone is tied to the address only through the sign-ups it linked.
      const phones = forgetPhonesOf(address);
      const registrations = forgetRegistrationsOf(address);
      const joins = forgetJoinRequestsOf(address);
      const forms = forgetSubmissionsOf(address);
      return {
        ok: true as const,
        address,
        signups: newsletter.signups,
        visitRequests: visits.visitRequests + plans.visitPlans,
        registrations: registrations.registrations,
        joinRequests: joins.joinRequests,
        formSubmissions: forms.formSubmissions,
        phones: phones.phones,
        outboxRows:
          newsletter.queuedUpserts +
          visits.visitNotices +
          plans.visitMails +
          registrations.registrationMails +
          joins.joinMails +
          forms.formMails,
        mailchimpDeletionQueued: newsletter.mailchimpDeletionQueued,
        giving,
      };
    })
    .immediate();
}
