import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { intlEsUs, LONG_DATE_AT_TIME } from "../../tests/support/intl-es-us";
import { planOptions } from "~/features/visits/plan-options.server";
import { visitContentOf } from "~/features/visits/visit-content";
import { formatMoney } from "~/lib/give-form";
import type { DateStyle } from "~/lib/date-patterns";
import { closeDb } from "~/server/db.server";
import { getContent } from "~/server/content.server";
import { resetEnvForTests } from "~/server/env.server";
import { formatChurchDate, formatTimeOfDay } from "./dates";
import { translator } from "./translate";

/**
 * Issue 27: the dates, times and numbers of the Spanish pages follow es-US as
 * Intl writes it ("domingo, 29 de noviembre de 2026", "12:30 p.m.",
 * "$1,234.50"), in the church's zone, on a server whose own zone is neither
 * the church's nor UTC: the unit tests run with TZ=Asia/Kolkata
 * (vitest.config.ts), where the Spanish service below is already Monday.
 */
const content = visitContentOf(getContent());
const ZONE = content.schedule.timeZone;
const SPANISH: DateStyle = { timeZone: ZONE, dateOrder: "month-day", clock: "12h", locale: "es-US" };
// Sunday 29 November 2026, 12:30 in California (PST, UTC-8): Monday 02:00 in Kolkata.
const SPANISH_SERVICE = Date.parse("2026-11-29T20:30:00Z");
const MONDAY = Date.parse("2026-11-23T09:00:00-08:00");

const intl = (instant: number, options: Intl.DateTimeFormatOptions) => intlEsUs(instant, ZONE, options);

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "spanish-formats-"));
  resetEnvForTests();
});
afterAll(() => closeDb());

test("the server's own zone is Kolkata's, where the service is Monday at 2 AM (so a zone left out shows)", () => {
  expect(process.env.TZ).toBe("Asia/Kolkata");
  expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
  expect(ZONE).toBe("America/Los_Angeles");
  expect(new Date(SPANISH_SERVICE).getDay()).toBe(1);
  expect(new Date(SPANISH_SERVICE).getHours()).toBe(2);
});

test("the Spanish service's date and time as es-US writes them, in the church's zone", () => {
  expect(formatChurchDate(SPANISH_SERVICE, "longDate", SPANISH)).toBe("domingo, 29 de noviembre de 2026");
  expect(formatChurchDate(SPANISH_SERVICE, "time", SPANISH)).toBe(
    intl(SPANISH_SERVICE, { hour: "numeric", minute: "2-digit" }),
  );
  // es-US's day periods, "p.m." (ICU's; "p. m." in some versions): never "PM", never Kolkata's 2:00.
  expect(formatChurchDate(SPANISH_SERVICE, "time", SPANISH)).toMatch(/^12:30\sp\.\s?m\.$/);
  expect(formatTimeOfDay(12, 30, SPANISH)).toBe(formatChurchDate(SPANISH_SERVICE, "time", SPANISH));
  expect(formatChurchDate(SPANISH_SERVICE, "longDateAtTime", SPANISH)).toBe(intl(SPANISH_SERVICE, LONG_DATE_AT_TIME));
  expect(formatChurchDate(SPANISH_SERVICE, "longDateAtTime", SPANISH)).toMatch(/^domingo, 29 de noviembre de 2026/);
});

test("plan-a-visit on a Spanish page offers the Spanish service with its Spanish date, and the English one as in English", () => {
  const options = planOptions(content, MONDAY, "/visit", "es");
  const spanish = options.find(
    (option) => option.value.endsWith("~sunday-1230") && option.value.includes("2026-11-29"),
  );
  expect(spanish, JSON.stringify(options.slice(0, 4))).toBeDefined();
  const when = formatChurchDate(SPANISH_SERVICE, "longDateAtTime", SPANISH);
  expect(spanish!.label.startsWith(when)).toBe(true);
  expect(spanish!.label).toMatch(/12:30\sp\.\s?m\./);
  expect(spanish!.label).not.toMatch(/Sunday|November|PM/);
  // The same service on an English page: the SPEC's words.
  const english = planOptions(content, MONDAY, "/visit", "en").find((option) => option.value === spanish!.value);
  expect(english!.label).toMatch(/^Sunday, November 29, 2026 at 12:30 PM/);
});

test("money and counts as es-US writes them: the giving amounts, the places left", () => {
  const dollars = (cents: number) =>
    new Intl.NumberFormat("es-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 }).format(
      cents / 100,
    );
  expect(formatMoney(123450, "usd", "es-US")).toBe(dollars(123450));
  expect(formatMoney(123450, "usd", "es-US")).toBe("$1,234.50");
  expect(formatMoney(5000, "usd", "es-US")).toBe("$50");
  const { t } = translator("es", "US");
  expect(t("visit.error.fewLeft", { left: 1 })).toContain("queda 1 lugar");
  expect(t("visit.error.fewLeft", { left: 1200 })).toContain(
    `quedan ${new Intl.NumberFormat("es-US").format(1200)} lugares`,
  );
  expect(t("visit.error.fewLeft", { left: 1200 })).toContain("quedan 1,200 lugares");
});
