import { expect, test } from "vitest";
import { calendarInvite, htmlLanguage } from "../../../tests/support/mail-parts";
import { intlEsUs, LONG_DATE_AT_TIME } from "../../../tests/support/intl-es-us";
import { withTestClock } from "../../../tests/support/test-clock";
import { servicesToPlan } from "~/lib/visit-services";
import { queueDueReminders } from "./reminders.server";
import { getPlan } from "./visit-plans.server";
import { cancelVisit, changeVisit, planVisit } from "./visits.server";
import {
  content,
  deliverAll,
  manageLink,
  NOW,
  OFFICE,
  received,
  sundayServices,
  withMailCatcher,
} from "./test-support";

withTestClock(NOW);
const [first] = servicesToPlan(content.schedule, NOW);
const CHURCH = content.church.name;
const zone = "America/Los_Angeles";
const form = { name: "Ana López", email: "ana@example.org", adults: "2", childrenAges: "4 y 7", service: first!.id };

/** What Intl writes in Spanish for an instant in the church's zone, on its 12-hour clock. */
const spanish = (instant: number) => intlEsUs(instant, zone, LONG_DATE_AT_TIME);

const catcher = withMailCatcher();

test("a visit planned on a Spanish page is stored with its language, and its e-mails, invite and links are in Spanish", async () => {
  const outcome = await planVisit(form, { content, now: NOW, fromPage: "/visit", language: "es" });
  expect(outcome).toMatchObject({ ok: true });
  if (!outcome.ok) return;
  expect(getPlan(outcome.plan.id)?.language).toBe("es");

  await deliverAll();
  const mails = await received(catcher());
  const confirmation = mails.find((mail) => mail.envelopeTo[0] === "ana@example.org")!;
  const when = spanish(first!.start);
  expect(when).toMatch(/^domingo, 29 de noviembre de 2026, 10:30/);
  expect(confirmation.subject).toBe(`Su visita a ${CHURCH}: ${when}`);
  expect(confirmation.html).toContain('lang="es"');
  const text = confirmation.text ?? "";
  expect(text.toLowerCase()).toContain("¡gracias por planear su visita, ana lópez!");
  expect(text).toContain("2 adultos y 2 niños (de 4 y 7 años)");
  // The reminder the day before at 5 PM, in Spanish and in the church's zone.
  expect(text).toContain(
    `El ${spanish(Date.parse("2026-11-28T17:00:00-08:00"))} le enviaremos un recordatorio por correo.`,
  );
  expect(text).not.toMatch(/Thank you|We will e-mail|Change or cancel/);
  // The change-or-cancel link opens the Spanish page.
  expect(manageLink(confirmation).pathname).toBe("/es/my-visit");
  expect(calendarInvite(confirmation)?.summary).toBe(`${content.schedule.gatherings[0]!.name} en ${CHURCH}`);

  // The office reads its own language, told which language the visitor used.
  const notice = mails.find((mail) => mail.envelopeTo[0] === OFFICE)!;
  expect(notice.subject).toMatch(/^Plan a visit: Ana López, Sunday, November 29, 2026 at 10:30 AM$/);
  expect(notice.text).toContain("Language of the visitor: Spanish");
});

test("the cancellation of a Spanish plan is written in Spanish and invites back to the Spanish visit page", async () => {
  const outcome = await planVisit(form, { content, now: NOW, fromPage: "/visit", language: "es" });
  if (!outcome.ok) throw new Error("not planned");
  await cancelVisit(outcome.plan.id, { content, now: NOW + 60_000 });
  await deliverAll();
  const cancelled = (await received(catcher())).find((mail) => mail.subject?.startsWith("Cancelada:"))!;
  expect(cancelled.subject).toBe(`Cancelada: su visita a ${CHURCH} el ${spanish(first!.start)}`);
  expect(cancelled.html).toContain('href="https://www.redwoodcoast.example/es/visit"');
  expect(calendarInvite(cancelled)).toMatchObject({ method: "CANCEL", status: "CANCELLED" });
});

test("the reminder the day before and a change of a Spanish plan are written in Spanish, from the SMTP server", async () => {
  const [sunday, nextSunday] = sundayServices(NOW);
  const outcome = await planVisit(
    { ...form, service: sunday!.id },
    { content, now: NOW, fromPage: "/visit", language: "es" },
  );
  if (!outcome.ok) throw new Error("not planned");
  await deliverAll(NOW);
  catcher().messages.length = 0;

  // Saturday at 5 PM in California: the reminder.
  const saturday5pm = Date.parse("2026-11-28T17:00:00-08:00");
  expect(queueDueReminders(saturday5pm, content)).toBe(1);
  await deliverAll(saturday5pm);
  const [reminder] = await received(catcher());
  expect(reminder!.subject).toBe(`Recordatorio: su visita a ${CHURCH} el ${spanish(sunday!.start)}`);
  expect(htmlLanguage(reminder!)).toBe("es");
  expect(reminder!.text).toContain("2 adultos y 2 niños (de 4 y 7 años)");
  expect(reminder!.text).toContain("Cambiar o cancelar su visita");
  expect(reminder!.text).not.toMatch(/Reminder|See you|Change or cancel|Questions\?/);
  expect(manageLink(reminder!).pathname).toBe("/es/my-visit");
  catcher().messages.length = 0;

  // Moved a week on: the change, in Spanish, updating the same calendar entry.
  await changeVisit(outcome.plan.id, nextSunday!.id, { content, now: saturday5pm + 60_000 });
  await deliverAll(saturday5pm + 60_000);
  const changed = (await received(catcher())).find((mail) => mail.envelopeTo[0] === "ana@example.org")!;
  expect(changed.subject).toBe(`Su visita a ${CHURCH} ahora es el ${spanish(nextSunday!.start)}`);
  expect(htmlLanguage(changed)).toBe("es");
  expect(changed.text).toContain(`(antes: ${spanish(sunday!.start)})`);
  expect(calendarInvite(changed)).toMatchObject({ method: "PUBLISH", sequence: 1 });
  expect(changed.text).not.toMatch(/You changed|Change or cancel|Questions\?/);
});
