import type { ChurchContent, RegistrationSettings } from "~/content/model";
import { mailOf } from "./registration-facts.server";
import type { RegistrationRow } from "./registration-queries.server";
import { registrationSettingsFor } from "./settings.server";

/** What a paid registration costs (issue 28, item 5): a line per priced attendee type, in cents. */

interface PriceLine {
  name: string;
  amountCents: number;
  quantity: number;
}

/** What a registration costs: a line per attendee type with a price, and the total (0: free). */
export function priceOf(
  settings: RegistrationSettings | undefined,
  attendeeTypes: (string | null)[],
  eventName: string,
) {
  const lines = new Map<string, PriceLine>();
  for (const typeId of attendeeTypes) {
    const type = settings?.attendeeTypes.find((candidate) => candidate.id === typeId);
    if (!type?.price) continue;
    const line = lines.get(type.id) ?? { name: `${eventName}: ${type.name}`, amountCents: type.price, quantity: 0 };
    line.quantity += 1;
    lines.set(type.id, line);
  }
  const items = [...lines.values()];
  return { items, totalCents: items.reduce((sum, item) => sum + item.amountCents * item.quantity, 0) };
}

export function attendeeTypeIds(row: RegistrationRow): (string | null)[] {
  try {
    return (JSON.parse(row.attendees_json) as { type?: unknown }[]).map((attendee) =>
      typeof attendee.type === "string" && attendee.type !== "" ? attendee.type : null,
    );
  } catch {
    return [];
  }
}

/** The fee of a stored registration, in cents (0: free). */
export function feeOf(row: RegistrationRow, content: ChurchContent): number {
  const mail = mailOf(row, content);
  return priceOf(
    registrationSettingsFor(row.event_id, content) ?? undefined,
    attendeeTypeIds(row),
    mail?.occasion.name ?? row.event_id,
  ).totalCents;
}
