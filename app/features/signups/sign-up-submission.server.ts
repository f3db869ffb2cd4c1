import type { ChurchContent } from "~/content/model";
import type { Language } from "~/i18n/languages";
import type { MessageKey } from "~/messages";
import { clientKey } from "~/server/client-key.server";
import { placeInLine } from "./registration-queries.server";
import { registrationsDb } from "./registrations.server";
import { queueConfirmation, queueWaitlisted } from "./confirmation.server";
import { startCheckout } from "./paid-registrations.server";
import { CHECKOUT_HOLD_MS } from "./registration-rows.server";
import { priceOf } from "./registration-fees.server";
import { queueConfirmRequest } from "./sign-up-mail.server";
import { readSignUpForm, type SignUpErrors, type SignUpValues } from "./sign-up-form.server";
import { dateLabelOf, endOf, signUpEvent, type SignUpPageData } from "./sign-up-page.server";
import { HOLD_MINUTES, signUp, type SignUpResult } from "./take-places.server";

/** Why a sign-up with no wrong field was refused, said in the form's summary (decision 063). */
export interface SignUpRefusal {
  key: MessageKey;
  values: Record<string, string | number>;
}

/** What the sign-up page says after a post: the result to show, or the form again with its problems. */
export type SignUpOutcome =
  | { ok: true; result: "held" | "held-no-mail" | "confirmed" | "payment-unavailable" }
  /** On the waitlist at once, told where they stand (decision 066): 1 is next to be offered places. */
  | { ok: true; result: "waitlisted"; placeInLine: number }
  /** A priced sign-up (issue 28.5): its places held 15 minutes while the person pays at Stripe's Checkout. */
  | { ok: true; result: "checkout"; url: string }
  | { ok: false; page: SignUpPageData; values: SignUpValues; errors: SignUpErrors; refusal?: SignUpRefusal }
  | null;

export async function submitSignUp(
  form: FormData,
  context: {
    eventId: string;
    now: number;
    language: Language;
    clientAddress?: string;
    content: ChurchContent;
    /** The site's address, for Checkout's return links. */
    origin: string;
  },
): Promise<SignUpOutcome> {
  const { now, language, content } = context;
  const found = await signUpEvent(context.eventId, now, language, content);
  if (!found || !found.page.open) return null;
  const read = readSignUpForm(form, found.page);
  if (!read.ok) return { ok: false, page: found.page, values: read.values, errors: read.errors };
  const { signUp: parsed } = read;
  const instance = found.event.instances.find((candidate) =>
    parsed.occurrence === null ? true : Date.parse(candidate.startsAt) === parsed.occurrence,
  )!;
  let emailed = false;
  let line = 0;
  const fee = priceOf(
    found.settings,
    parsed.attendees.map((attendee) => attendee.type || null),
    found.event.name,
  ).totalCents;
  const taken = await signUp(
    {
      eventId: context.eventId,
      occurrence: parsed.occurrence,
      email: parsed.email,
      contactName: parsed.contactName,
      attendees: parsed.attendees,
      answers: parsed.answers,
      language,
      clientKey: clientKey(context.clientAddress),
      settings: found.settings,
      ...(fee > 0 ? { amountCents: fee, holdMinutes: CHECKOUT_HOLD_MS / 60_000 } : {}),
    },
    now,
    (registration) => {
      // No capacity: confirmed at once, so its confirmation goes now.
      if (registration.status === "confirmed") queueConfirmation(registration.id, content, now);
      if (registration.status === "waitlisted") {
        // Read in the transaction that wrote it: the place it took, as its e-mail says.
        line = placeInLine(registrationsDb(), registration.id) ?? 0;
        queueWaitlisted(registration.id, content, now);
      }
      if (registration.status !== "held") return;
      emailed = queueConfirmRequest(registrationsDb(), registration, {
        content,
        eventName: found.event.name,
        dateLabel: dateLabelOf(Date.parse(instance.startsAt), instance.allDay, language, content, endOf(instance)),
        now,
      });
    },
  );
  if (!taken.ok) {
    return {
      ok: false,
      page: found.page,
      values: read.values,
      errors: {},
      refusal: refusalOf(taken, parsed.email, found.settings.perSignUpLimit),
    };
  }
  const { status } = taken.registration;
  if (status === "pending_payment") {
    const checkout = await startCheckout(taken.registration.id, { content, now, origin: context.origin });
    // Stripe out of reach: the places stay held 15 minutes, then go back (the minute's check).
    return checkout.ok
      ? { ok: true, result: "checkout", url: checkout.url }
      : { ok: true, result: "payment-unavailable" };
  }
  if (status === "held") return { ok: true, result: emailed ? "held" : "held-no-mail" };
  return status === "waitlisted"
    ? { ok: true, result: "waitlisted", placeInLine: line }
    : { ok: true, result: "confirmed" };
}

/** A refusal names what the person can do about it: the e-mail address's own sign-up, or the wait (decision 063). */
function refusalOf(refused: Extract<SignUpResult, { ok: false }>, email: string, limit: number): SignUpRefusal {
  if (refused.reason === "address") return { key: "signUps.error.addressLimit", values: { minutes: HOLD_MINUTES } };
  if (refused.held === 0) return { key: "signUps.error.tooMany", values: { limit } };
  return { key: "signUps.error.emailLimit", values: { email, held: refused.held, limit } };
}
