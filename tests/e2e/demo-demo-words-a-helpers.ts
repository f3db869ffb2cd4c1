import type { ChurchFile } from "../../app/content/schema";
import { church, demo } from "./demo";

/**
 * Small formatters for the demo's page journeys (pages-*.spec.ts): how the
 * site writes a value of the content folder (an address, a date with its
 * year, a time of day), worked out here with Intl in the church's locale
 * rather than with the site's own formatters.
 */

/** An address on one line, as the site writes it: "1480 Harbor View Road, San Luis Obispo, CA 93401". */
export function addressLine(address: ChurchFile["address"]): string {
  const regionLine = [address.region, address.postalCode].filter(Boolean).join(" ");
  return [address.street, address.city, regionLine].filter(Boolean).join(", ");
}

/** A calendar day ("2027-03-28") with its weekday and year: "Sunday, March 28, 2027". */
export function longDate(day: string): string {
  const format = new Intl.DateTimeFormat(demo.languageTag, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
  const written = format.format(new Date(`${day}T12:00:00Z`));
  if (church.locale.dateOrder === "month-day") return written;
  // "Sunday 28 March 2027": the church writes the day before the month.
  const parts = Object.fromEntries(
    format.formatToParts(new Date(`${day}T12:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** A calendar day's month and day alone: "April 20". */
export function monthAndDay(day: string): string {
  return new Intl.DateTimeFormat(demo.languageTag, { month: "long", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** A time of day ("16:30") as the church's clock writes it: "4:30 PM" (12h) or "16:30" (24h). */
export function clockTime(time: string): string {
  if (church.locale.clock === "24h") return time;
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** A service's day and time as the plan-a-visit form and the seasonal pages write it: "Sunday, March 28, 2027 at 10:30 AM". */
export function serviceLabel(day: string, time: string): string {
  return `${longDate(day)} at ${clockTime(time)}`;
}

/** `text` for use inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
