import { signedLinkId } from "~/server/signed-link.server";
import { translator } from "~/i18n/translate";
import { mailOf } from "./registration-facts.server";
import { CLAIM_PURPOSE, LINK_PARAM, manageRegistrationPath } from "./registration-mail.server";
import { registrationRow, registrationsDb } from "./registration-queries.server";
import type { ManageContext } from "./manage-registration.server";
import { claimOffer } from "./waitlist.server";
import { startCheckout } from "./paid-registrations.server";
import { feeOf } from "./registration-fees.server";
import { momentLabel, whenLabel } from "./when-label";

/**
 * The page behind the waitlist offer's link (/my-registration/claim): the
 * link carries the registration, the offer's end and this site's signature
 * of both, so it stops working when the offer lapses. Claiming is a post
 * (a mail scanner that opens the link claims nothing).
 */

export type ClaimView =
  | { kind: "forged" }
  | { kind: "lapsed" }
  | { kind: "claimed"; manage: string }
  | { kind: "open"; registration: string; exp: string; sig: string; text: string };

function linkState(query: URLSearchParams, now: number): "forged" | "lapsed" | "fresh" {
  // The signature is checked at the epoch first (any expiry is later), then at now.
  if (signedLinkId(query, CLAIM_PURPOSE, 0, { param: LINK_PARAM }) === null) return "forged";
  return signedLinkId(query, CLAIM_PURPOSE, now, { param: LINK_PARAM }) === null ? "lapsed" : "fresh";
}

export function claimView(query: URLSearchParams, context: ManageContext): ClaimView {
  const state = linkState(query, context.now);
  if (state !== "fresh") return { kind: state };
  const id = query.get(LINK_PARAM)!;
  const row = registrationRow(registrationsDb(), id);
  const mail = row ? mailOf(row, context.content) : null;
  if (!row || !mail) return { kind: "lapsed" };
  if (row.status === "confirmed") return { kind: "claimed", manage: manageRegistrationPath(id) };
  if (row.status !== "offered" || row.hold_expires_at === null) return { kind: "lapsed" };
  const { t, tag } = translator(context.language, context.content.church.locale.country);
  const zone = context.content.church.locale.timeZone;
  return {
    kind: "open",
    registration: id,
    exp: query.get("exp") ?? "",
    sig: query.get("sig") ?? "",
    text: t("signUpsManage.claim.text", {
      places: row.places,
      event: mail.occasion.name,
      when: whenLabel(mail.occasion, zone, tag),
      until: momentLabel(row.hold_expires_at, zone, tag),
    }),
  };
}

export type ClaimAction =
  { kind: "forged" | "lapsed" | "unpaid" } | { kind: "claimed"; manage: string } | { kind: "pay"; url: string };

export async function claimAction(form: FormData, context: ManageContext & { origin: string }): Promise<ClaimAction> {
  const query = new URLSearchParams();
  for (const name of [LINK_PARAM, "exp", "sig"]) query.set(name, String(form.get(name) ?? ""));
  const state = linkState(query, context.now);
  if (state !== "fresh") return { kind: state };
  const outcome = claimOffer(query.get(LINK_PARAM)!, {
    content: context.content,
    now: context.now,
    fee: (row) => feeOf(row, context.content),
  });
  if (outcome.kind === "pay") {
    const checkout = await startCheckout(outcome.registrationId, context);
    return checkout.ok ? { kind: "pay", url: checkout.url } : { kind: "unpaid" };
  }
  if (outcome.kind === "claimed" || outcome.kind === "already") {
    return { kind: "claimed", manage: `${manageRegistrationPath(outcome.registrationId)}&done=claimed` };
  }
  return { kind: "lapsed" };
}
