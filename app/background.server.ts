/**
 * Everything that runs in the background, in one place (STYLE 11): which
 * outbox topic reaches which upstream, and the work that starts and stops
 * with the server. server.ts calls startBackgroundWork() once it listens and
 * stopBackgroundWork() on shutdown; nothing registers itself on import.
 */
import {
  deliverMailchimpForget,
  deliverMailchimpUpsert,
  handOverToMailchimp,
  MAILCHIMP_FORGET_TOPIC,
  MAILCHIMP_TOPIC,
} from "~/features/newsletter/subscribers.server";
import { deleteExpiredVisitRequests, deliverVisitNotice, VISIT_TOPIC } from "~/features/visits/visit-requests.server";
import { deliverMail, MAIL_TOPIC } from "~/features/mail/mail.server";
import { closeSmtpTransport } from "~/features/mail/smtp.server";
import { deliverPaymentFailed, deliverReceiptRequest } from "~/features/giving/donor-mail.server";
import { GIVING_PAYMENT_FAILED_TOPIC, GIVING_RECEIPT_TOPIC } from "~/features/giving/topics";
import { deleteExpiredGiftRecords } from "~/features/giving/giving-privacy.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { deleteExpiredPlans } from "~/features/visits/plan-privacy.server";
import { deleteExpiredJoinRequests } from "~/features/groups/join-privacy.server";
import { startReminders, stopReminders } from "~/features/visits/reminders.server";
import { startPrayerLists, stopPrayerLists } from "~/features/prayer/weekly-list.server";
import { startAssignmentReminders, stopAssignmentReminders } from "~/features/forms/assignment-reminders.server";
import { deleteExpiredSubmissions } from "~/features/forms/forms-privacy.server";
import { cleanUpStaffSignIn } from "~/features/auth/clean-up.server";
import { deleteExpiredRegistrations } from "~/features/signups/registration-privacy.server";
import { startRegistrationChecks, stopRegistrationChecks } from "~/features/signups/registration-checks.server";
import { offerOnceFreed } from "~/features/signups/waitlist.server";
import { onPlacesFreed } from "~/features/signups/registrations.server";
import {
  CHECKOUT_PURPOSE,
  registrationCheckoutHandlers,
  releaseLapsedCheckouts,
} from "~/features/signups/paid-registrations.server";
import { cleanUpEditor } from "~/features/editor/clean-up.server";
import { startLiveChat, stopLiveChat } from "~/features/live-chat/chat-clock.server";
import { deleteExpiredChats } from "~/features/live-chat/chat-privacy.server";
import { deleteExpiredCounts } from "~/features/insights/clean-up.server";
import { writeCounts } from "~/features/insights/counter.server";
import { startBackupWatch, stopBackupWatch } from "~/features/backups/alerts.server";
import { FAN_OUT_TOPIC, fanOutHandler, SEND_TOPIC } from "~/features/push/fan-out.server";
import { sendChunkHandler } from "~/features/push/send-chunk.server";
import { startPushChecks, stopPushChecks } from "~/features/push/push-checks.server";
import { cleanUpPush } from "~/features/push/push-privacy.server";
import { deliverSignInMail, SIGN_IN_MAIL_TOPIC } from "~/features/auth/sign-in-mail.server";
import { warmEvents } from "~/features/events/events.server";
import { warmSermons } from "~/features/sermons/sermons.server";
import { startSearchIndexing, stopSearchIndexing } from "~/features/search/search.server";
import { forgetPodcastFeeds } from "~/features/feeds/podcast.server";
import { forgetCalendars } from "~/features/feeds/published-calendar.server";
import { forgetSitemaps } from "~/features/feeds/sitemap.server";
import { onFreshCopy } from "~/server/cache.server";
import { getContent, onContentChange } from "~/server/content.server";
import { CDN_PURGE_TOPIC, deliverCdnPurge, purgeChangedPages } from "~/features/cdn/purge.server";
import { scheduleAlertPurges, stopAlertPurges } from "~/features/cdn/alert-purges.server";
import { pruneStoredCopies } from "~/server/cache-store.server";
import { registerCheckoutPurpose } from "~/features/giving/stripe/events.server";
import { GIFT_PURPOSE, giftHandlers } from "~/features/giving/gift-events.server";
import { startDemoGiving } from "~/features/giving/demo.server";
import { startReconciliation, stopReconciliation } from "~/features/giving/reconcile.server";
import { defaultLanguage } from "~/i18n/content-language";
import { getEnv } from "~/server/env.server";
import { describeError, log } from "~/server/logger.server";
import { registerCleanUp, startCleanUps, stopCleanUps } from "~/server/housekeeping.server";
import { registerMail } from "~/mail-templates.server";
import { registerOutboxHandler, startOutboxWorker, stopOutboxWorker } from "~/server/outbox.server";

/** The church's visit facts the background work reads: those of the content being served. */
const visitContent = () => visitContentOf(getContent());

/**
 * A sign-up reaches Mailchimp, an e-mail its SMTP server, a request to be
 * forgotten Mailchimp's permanent deletion, and a staff member their sign-in
 * code or invitation, and the CDN its purge of the pages new content changed,
 * through the outbox. A sign-in e-mail's code leaves the
 * database once the e-mail is sent. (VISIT_TOPIC: plain-text notices queued
 * before visit plans, until none is left.)
 */
export function registerOutboxHandlers(): void {
  registerMail();
  registerOutboxHandler(MAILCHIMP_TOPIC, deliverMailchimpUpsert);
  registerOutboxHandler(MAIL_TOPIC, deliverMail);
  registerOutboxHandler(VISIT_TOPIC, deliverVisitNotice);
  registerOutboxHandler(MAILCHIMP_FORGET_TOPIC, deliverMailchimpForget);
  registerOutboxHandler(SIGN_IN_MAIL_TOPIC, deliverSignInMail, { forgetPayloadWhenDone: true });
  registerOutboxHandler(CDN_PURGE_TOPIC, deliverCdnPurge);
  // A gift paid, or a recurring gift's payment failed (issue 30): the donor's e-mail, in their language.
  registerOutboxHandler(GIVING_RECEIPT_TOPIC, deliverReceiptRequest);
  registerOutboxHandler(GIVING_PAYMENT_FAILED_TOPIC, deliverPaymentFailed);
  // Registration fees: the one Stripe integration's sessions of purpose "registration" (issue 28).
  registerCheckoutPurpose(CHECKOUT_PURPOSE, registrationCheckoutHandlers(getContent));
  // Notices to phones (issue 44): a notice's phones listed in chunks, then each chunk sent by Web Push.
  registerOutboxHandler(FAN_OUT_TOPIC, fanOutHandler(getContent));
  registerOutboxHandler(SEND_TOPIC, sendChunkHandler(getContent));
}

/**
 * Behind a CDN (CDN_PROVIDER), each new content purges the pages it changed,
 * and an alert's start and end purge every page (app/features/cdn).
 */
let stopCdnPurges: (() => void) | undefined;
export function registerCdnPurges(): void {
  stopCdnPurges?.();
  const stopListening = onContentChange((next, previous) => {
    purgeChangedPages(next, previous);
    scheduleAlertPurges(getContent);
  });
  scheduleAlertPurges(getContent);
  stopCdnPurges = () => {
    stopListening();
    stopAlertPurges();
  };
}

/**
 * Daily clean-ups, also run at start-up; /healthz shows each one's last run.
 * Visit plans: the privacy policy's year after the visit (and the requests
 * from before visit plans, a year after they were sent). Upstream copies
 * nobody reads any more (a deleted showcase, the demo after real credentials)
 * leave the disk. Staff sign-in: ended sessions, codes and challenges, and
 * the activity log's and removed people's one-year retention. The editor:
 * drafts left unchanged for a year, and revisions a year old.
 */
export function registerCleanUps(): void {
  registerCleanUp("visit-plans", (now) => deleteExpiredPlans(now, visitContent().schedule.timeZone));
  registerCleanUp("visit-requests", deleteExpiredVisitRequests);
  registerCleanUp("join-requests", deleteExpiredJoinRequests);
  registerCleanUp("staff-sign-in", cleanUpStaffSignIn);
  registerCleanUp("editor", cleanUpEditor);
  registerCleanUp("upstream-copies", (now) => ({ upstreamCopies: pruneStoredCopies(now) }));
  // Gift records: the seven years tax law asks, then gone; unpaid checkouts after 90 days (issue 30).
  registerCleanUp("giving-records", (now) => deleteExpiredGiftRecords(now, getContent().church.locale.timeZone));
  // Registrations: 30 days after their event's date (issue 28).
  registerCleanUp("registrations", (now) => deleteExpiredRegistrations(now, getContent()));
  // Form submissions: each form's retentionDays (365, a prayer form's 90; issue 35).
  registerCleanUp("form-submissions", (now) => deleteExpiredSubmissions(now, getContent()));
  // The live chat (issue 45): its history services.yaml's historyDays after the service, mutes after their day,
  // attendance after a year.
  registerCleanUp("live-chat", (now) => deleteExpiredChats(now, getContent()));
  // Phones' subscriptions: 180 days unused, then gone; notices' deliveries after 30 days (issue 44).
  registerCleanUp("push", cleanUpPush);
  // Insights' daily counts: church.yaml's insights.keepDays, two years at most (issue 47).
  registerCleanUp("insights", (now) => deleteExpiredCounts(now, getContent()));
}

/**
 * Giving (issue 30): Stripe's events for gifts (metadata.purpose "gift") go
 * to the gift handlers; other purposes (paid registrations) register theirs
 * here too. Without credentials, the demo church gives against the built-in
 * imitation of Stripe (decision 035).
 */
export function registerGiving(): void {
  registerCheckoutPurpose(GIFT_PURPOSE, giftHandlers);
  if (getEnv().stripe === "demo") startDemoGiving(() => defaultLanguage(getContent()));
}

/** Cache warm-ups: SPEC 4 asks for an events refresh on start-up; the sermons are warmed so the first visitor waits for nothing. */
const warmUps = { events: warmEvents, sermons: warmSermons };

/** Feeds, the calendar and the sitemap are built once per upstream copy: a fresh copy makes the next request rebuild them. */
export function registerPublishedCopies(): void {
  onFreshCopy((key) => {
    if (key.startsWith("sermons:")) {
      forgetPodcastFeeds();
      forgetSitemaps();
    }
    if (key.startsWith("planning-center:") || key.startsWith("events:")) forgetCalendars();
  });
}

let stopOfferingFreedPlaces: (() => void) | undefined;

export function startBackgroundWork(): void {
  registerOutboxHandlers();
  registerGiving();
  registerPublishedCopies();
  // The sign-ups kept while Mailchimp was off go to it now that it is on, each once (issue 26).
  const handedOver = handOverToMailchimp(Date.now());
  if (handedOver > 0) log("info", "sign-ups kept on the site queued for Mailchimp", { count: handedOver });
  registerCdnPurges();
  startOutboxWorker();
  registerCleanUps();
  startCleanUps();
  // Gifts whose webhooks never came, found in Stripe's last days every hour.
  startReconciliation();
  // The day-before reminders of visit plans, checked every minute.
  startReminders({ content: visitContent });
  // Each prayer form's weekly list to its readers (issue 35), on its day and hour, checked every minute.
  startPrayerLists({ content: getContent });
  // An assigned form submission untouched for its form's days reminds its assignee, checked every minute (issue 35).
  startAssignmentReminders({ content: getContent });
  // After signing up (issue 28): freed places go to the waitlist at once; reminders, lapsed holds, offers and checkouts by the minute.
  stopOfferingFreedPlaces = onPlacesFreed(offerOnceFreed(getContent));
  startRegistrationChecks({ content: getContent, extra: { checkouts: releaseLapsedCheckouts } });
  // The live chat (issue 45): streams end when their chat closes.
  startLiveChat();
  // "We're live" when a live window opens, and events' reminders on the phones linked to them (issue 44).
  startPushChecks({ content: getContent });
  // Backups (issue 40): the owners' e-mail when they stop working, and when they work again.
  startBackupWatch(getContent, (error) => log("error", "backup check failed", { error: describeError(error) }));
  for (const [name, warmUp] of Object.entries(warmUps)) {
    // A failed warm-up never stops the server; the first visitor's read tries again.
    warmUp().catch((error: unknown) => log("warn", "start-up warm-up failed", { name, error: describeError(error) }));
  }
  // The search index follows the caches: rebuilt after their fresh copies, and now if empty or stale.
  try {
    startSearchIndexing();
  } catch (error) {
    log("warn", "search indexing did not start", { error: describeError(error) });
  }
}

export async function stopBackgroundWork(): Promise<void> {
  stopCdnPurges?.();
  stopCdnPurges = undefined;
  stopCleanUps();
  stopReminders();
  stopPrayerLists();
  stopAssignmentReminders();
  stopReconciliation();
  stopRegistrationChecks();
  stopBackupWatch();
  stopLiveChat();
  stopPushChecks();
  stopOfferingFreedPlaces?.();
  stopOfferingFreedPlaces = undefined;
  stopSearchIndexing();
  // What Insights counted since its last write (issue 47).
  writeCounts();
  await stopOutboxWorker();
  closeSmtpTransport();
}
