import { Parser as HtmlParser } from "htmlparser2";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";

/** The parts of an e-mail the tests read, as a mail client would: its HTML's language and its calendar invite. */

/** The language the HTML part says it is in (`<html lang>`), as an HTML parser reads it. */
export function htmlLanguage(mail: ParsedMail): string | undefined {
  let lang: string | undefined;
  const parser = new HtmlParser({
    onopentag(name, attributes) {
      if (name === "html") lang = attributes.lang;
    },
  });
  parser.write(typeof mail.html === "string" ? mail.html : "");
  parser.end();
  return lang;
}

/** The message's calendar part (text/calendar), parsed: METHOD and its one VEVENT. */
export function calendarInvite(mail: ParsedMail) {
  const part = mail.attachments.find((attachment) => attachment.contentType.startsWith("text/calendar"));
  if (!part) return undefined;
  const calendar = new ICAL.Component(ICAL.parse(part.content.toString("utf8")));
  // The zone definition that came with it, so DTSTART's TZID resolves to real instants.
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue("status"),
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    timeZone: event.component.getFirstProperty("dtstart")?.getParameter("tzid"),
    summary: event.summary,
    description: event.description,
    location: event.location,
    contentType: part.contentType,
  };
}
