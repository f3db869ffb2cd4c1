import type Database from "better-sqlite3";
import { linkedMailOn, linkedMailOrigin, queueMail } from "~/features/mail/mail.server";
import { churchLanguage, mailSenderOf, visitContentOf } from "~/features/visits/visit-content";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/paths";
import { getContent } from "~/server/content.server";
import { getDb } from "~/server/db.server";
import { signedLink, signedLinkId } from "~/server/signed-link.server";
import { CONFIRM_EMAIL_TEMPLATE, type ConfirmEmailProps } from "./confirm-email";

/**
 * The list the site keeps itself while Mailchimp is off (issue 26): sign-ups
 * stay in the database (`npm run subscribers:export` makes a CSV of it), each
 * confirmed by its owner through a signed link in an e-mail (double opt-in,
 * when SMTP_URL and PUBLIC_URL are set), and all of it goes to Mailchimp once
 * Mailchimp is switched on, each address once (subscribers.server.ts, handOverToMailchimp).
 *
 * The link is `/newsletter/confirm?subscriber=<id>&sig=<signature>`, the
 * site's one kind of signed link (app/server/signed-link.server.ts,
 * docs/decisions/026), for the purpose "newsletter".
 */

export const LINK_PURPOSE = "newsletter";
export const CONFIRM_PATH = "/newsletter/confirm";
const LINK_PARAM = "subscriber";

/** Whether a sign-up to the site's own list is confirmed by e-mail (else it stays "pending" on the list). */
export function confirmationsOn(): boolean {
  return linkedMailOn();
}

export function confirmUrl(id: string, origin: string, path = CONFIRM_PATH): string {
  return signedLink(origin, path, LINK_PURPOSE, id, { param: LINK_PARAM });
}

/** Queues the confirmation e-mail of a new sign-up (inside its transaction); false when e-mail is off. */
export function queueConfirmation(
  db: Database.Database,
  subscriber: { id: string; address: string; language?: Language | undefined },
  now: number,
) {
  const origin = linkedMailOrigin();
  if (!origin) return false;
  const content = visitContentOf(getContent());
  const language = subscriber.language ?? churchLanguage(content);
  const props: ConfirmEmailProps = {
    sender: mailSenderOf(content, origin, language),
    confirmUrl: confirmUrl(subscriber.id, origin, localizedPath(CONFIRM_PATH, language, churchLanguage(content))),
  };
  // One per sign-up: the key names the subscriber, so a retried commit never mails twice.
  return queueMail(db, {
    key: `newsletter:${subscriber.id}:confirm`,
    template: CONFIRM_EMAIL_TEMPLATE,
    to: subscriber.address,
    props,
    now,
  });
}

export type Confirmation = "forged" | "gone" | "pending" | "confirmed";

/** What a confirmation link finds: a forged link, a sign-up no longer on the list, one to confirm, one confirmed. */
export function confirmationOf(id: unknown, sig: unknown): Confirmation {
  if (typeof id !== "string" || !/^[0-9a-f]{32}$/.test(id) || typeof sig !== "string") return "forged";
  const query = new URLSearchParams({ [LINK_PARAM]: id, sig });
  if (signedLinkId(query, LINK_PURPOSE, 0, { param: LINK_PARAM }) !== id) return "forged";
  const row = getDb().prepare("SELECT status FROM subscribers WHERE id = ?").get(id) as { status: string } | undefined;
  if (!row) return "gone";
  return row.status === "subscribed" ? "confirmed" : "pending";
}

/** Confirms the sign-up the link names (its owner pressed the button); the same link twice changes nothing more. */
export function confirmSubscriber(id: unknown, sig: unknown): Confirmation {
  const found = confirmationOf(id, sig);
  if (found !== "pending") return found;
  getDb().prepare("UPDATE subscribers SET status = 'subscribed' WHERE id = ? AND status = 'pending'").run(id);
  return "confirmed";
}
