import ICAL from "ical.js";
import { parseDocument } from "htmlparser2";
import { textContent } from "domutils";
import { expect, test } from "vitest";
import { registrationUid, renderRegistrationEmail } from "./registration-email";
import type { RegistrationEmailProps } from "./registration-words";

/** A registration's e-mails as they leave the site: words from the catalogue in its language, the invite read back by ical.js. */

const START = Date.parse("2027-07-12T16:00:00Z"); // 9:00 in Los Angeles
const props: RegistrationEmailProps = {
  kind: "confirmed",
  language: "en",
  country: "US",
  sender: {
    name: "Redwood Coast Church",
    addressLine: "1 Main St, Arcata, CA",
    email: "office@example.org",
    origin: "https://www.example.org",
    language: "en",
  },
  timeZone: "America/Los_Angeles",
  occasion: {
    eventId: "vbs-2027",
    occurrence: null,
    name: "Vacation Bible School",
    start: START,
    end: START + 3 * 3_600_000,
    allDay: false,
    location: "Fellowship Hall",
  },
  registration: {
    id: "3f8a1c2e-0000-4000-8000-000000000001",
    email: "ann@example.org",
    contactName: "Ann Lee",
    language: "en",
    places: 2,
    attendees: [
      { name: "Sam Lee", type: "Child", age: 7 },
      { name: "Mia Lee", type: "Child", age: 1 },
    ],
    answers: [
      { question: "Any allergies?", answer: "Peanuts" },
      { question: "May we take photos?", answer: false },
    ],
    amountCents: 4000,
    currency: "USD",
  },
  manageUrl: "https://www.example.org/my-registration?registration=3f8a&sig=abc",
  sequence: 0,
  stamp: Date.parse("2027-06-01T12:00:00Z"),
};

function calendarOf(content: string) {
  const calendar = new ICAL.Component(ICAL.parse(content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, event };
}

test("the confirmation: its answers, the place, what was paid, and an invite in the church's zone with a stable UID", async () => {
  const mail = await renderRegistrationEmail(props);
  expect(mail.subject).toMatch(
    /^You are registered: Vacation Bible School, Monday, July 12, 2027, 9:00\sAM\s–\s12:00\sPM$/,
  );
  const text = textContent(parseDocument(mail.html));
  expect(text).toContain("Sam Lee (Child), 7 years; Mia Lee (Child), 1 year");
  expect(text).toContain("Fellowship Hall");
  expect(text).toContain("Any allergies? Peanuts");
  expect(text).toContain("May we take photos? No");
  expect(text).toContain("$40.00");
  expect(mail.text).toContain(props.manageUrl);
  const { calendar, event } = calendarOf(mail.calendar!.content);
  expect(mail.calendar!.method).toBe("PUBLISH");
  expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
  expect(event.uid).toBe(registrationUid(props.registration.id, "www.example.org"));
  expect(event.component.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/Los_Angeles");
  expect(event.startDate.toString()).toBe("2027-07-12T09:00:00");
  expect(event.endDate.toString()).toBe("2027-07-12T12:00:00");
  expect(event.location).toBe("Fellowship Hall");
  expect(event.description).toContain(props.manageUrl);
  expect(calendar.getFirstSubcomponent("vtimezone")?.getFirstPropertyValue("tzid")).toBe("America/Los_Angeles");
});

test("the cancellation's invite removes the same calendar entry; the reminder and the offer carry none", async () => {
  const cancelled = await renderRegistrationEmail({ ...props, kind: "cancelled", sequence: 1 });
  const { calendar, event } = calendarOf(cancelled.calendar!.content);
  expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
  expect(event.uid).toBe(registrationUid(props.registration.id, "www.example.org"));
  expect(event.sequence).toBe(1);
  expect(event.component.getFirstPropertyValue("status")).toBe("CANCELLED");
  expect((await renderRegistrationEmail({ ...props, kind: "reminder" })).calendar).toBeUndefined();
  const offer = await renderRegistrationEmail({
    ...props,
    kind: "offer",
    offer: {
      claimUrl: "https://www.example.org/my-registration/claim?registration=3f8a&exp=1&sig=x",
      expiresAt: START - 86_400_000,
    },
  });
  expect(offer.calendar).toBeUndefined();
  expect(offer.subject).toBe("A place has opened for you: Vacation Bible School");
  expect(offer.text).toContain("2 places are held for you until Sunday, July 11, 2027");
  expect(offer.text).toContain("/my-registration/claim?");
});

test("in the language stored with the registration: Spanish words and dates, the invite's text too", async () => {
  const spanish = await renderRegistrationEmail({
    ...props,
    language: "es",
    registration: { ...props.registration, language: "es" },
  });
  expect(
    spanish.subject.startsWith("Su inscripción está confirmada: Vacation Bible School, lunes, 12 de julio de 2027"),
  ).toBe(true);
  expect(spanish.html).toContain('lang="es"');
  const text = textContent(parseDocument(spanish.html));
  expect(text).toContain("Sam Lee (Child), 7 años; Mia Lee (Child), 1 año");
  expect(text).toContain("May we take photos? No");
  expect(text).toContain("Cambiar o cancelar mi inscripción");
  expect(calendarOf(spanish.calendar!.content).event.description).toContain("Para cambiar o cancelar su inscripción");
});

test("the staff's message: their subject and paragraphs, the person's own link, no invite", async () => {
  const mail = await renderRegistrationEmail({
    ...props,
    kind: "message",
    message: { subject: "Bring a water bottle", body: "It will be hot.\n\nSee you Monday!" },
  });
  expect(mail.subject).toBe("Vacation Bible School: Bring a water bottle");
  const text = textContent(parseDocument(mail.html));
  expect(text).toContain("It will be hot.");
  expect(text).toContain("See you Monday!");
  expect(mail.text).toContain(props.manageUrl);
  expect(mail.calendar).toBeUndefined();
});

test("the waitlist e-mail: says it waits and its place in line, with the link to see or cancel it, and no invite", async () => {
  const mail = await renderRegistrationEmail({
    ...props,
    kind: "waitlisted",
    registration: { ...props.registration, placeInLine: 3 },
  });
  expect(mail.subject).toBe("On the waitlist: Vacation Bible School");
  expect(mail.text.replace(/\s+/g, " ")).toContain(
    "is full for now, so your sign-up for 2 places is on the waitlist: you are number 3 in line. Places that come free (a hold not confirmed in time, a cancellation) are offered in the order people joined the waitlist",
  );
  expect(mail.text).toContain(props.manageUrl);
  expect(mail.calendar).toBeUndefined();
  const spanish = await renderRegistrationEmail({
    ...props,
    kind: "waitlisted",
    language: "es",
    registration: { ...props.registration, language: "es", placeInLine: 3 },
  });
  expect(spanish.subject).toBe("En la lista de espera: Vacation Bible School");
  expect(spanish.text.replace(/\s+/g, " ")).toContain("está en la lista de espera: ocupa el puesto 3 de la fila.");
});
