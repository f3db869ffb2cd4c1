import type { Translate } from "~/i18n/translate";

/** What the statements read of the code (PrivacyFacts' `push`, facts.server.ts). Left out: notifications are off. */
export interface PushPrivacyFacts {
  /** The quiet hours, whole hours on the church's clock (20 and 8). */
  quietFrom: number;
  quietUntil: number;
  perDay: number;
  unusedDays: number;
  deliveriesDays: number;
}

/**
 * What the privacy policy says of notifications to phones (issue 44), in the catalogue's words
 * (app/messages/<language>/push.json): written only where the site sends them (PUBLIC_URL set), with the
 * numbers the code keeps (app/features/push: push-privacy.server.ts, app/lib/quiet-hours.ts), which
 * facts.server.ts reads; tests/integration/privacy-promises.test.ts holds them to the code.
 */
export function pushStatements(
  topic: "collected" | "use" | "kept" | "rights" | "unsubscribing",
  facts: { push?: PushPrivacyFacts },
  t: Translate,
): string[] {
  const push = facts.push;
  if (!push) return [];
  if (topic === "use")
    return [t("push.privacy.use", { from: push.quietFrom, until: push.quietUntil, perDay: push.perDay })];
  if (topic === "kept") return [t("push.privacy.kept", { days: push.unusedDays, deliveryDays: push.deliveriesDays })];
  return [t(`push.privacy.${topic}`)];
}
