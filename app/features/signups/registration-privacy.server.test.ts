import { afterEach, expect, test } from "vitest";
import { privacyStatements } from "~/features/privacy/statements";
import { getDb } from "~/server/db.server";
import { queueConfirmation } from "./confirmation.server";
import { cancelByLink } from "./manage-registration.server";
import { manageRegistrationUrl } from "./registration-mail.server";
import { deleteExpiredRegistrations, forgetRegistrationsOf } from "./registration-privacy.server";
import { registrationById } from "./registrations.server";
import { EVENT_START, openSettings, queuedMail, registerAlone, restore, withEvent } from "./test-support";

/** The privacy policy's promises about registrations, held to the code (issue 28, item 8). */

const NOW = Date.parse("2027-06-01T09:00:00-07:00");
const DAY = 86_400_000;
const settings = openSettings();

afterEach(restore);

const register = (name: string) => registerAlone(name, settings, NOW);

function outboxRowsAbout(id: string): number {
  return (
    getDb().prepare("SELECT COUNT(*) AS n FROM outbox WHERE dedupe_key LIKE ?").get(`%registration:${id}:%`) as {
      n: number;
    }
  ).n;
}

test("'Event registrations are deleted from this website 30 days after the event, with the e-mails we sent about them'", async () => {
  const sentence = privacyStatements("kept", {
    newsletter: "site",
    email: true,
    visitEmails: true,
    officeNotices: false,
    players: [],
    liveElsewhere: null,
    map: null,
    events: false,
    registrations: true,
    registrationFees: false,
  })[0];
  expect(sentence).toBe(
    "Event registrations are deleted from this website 30 days after the event, with the e-mails we sent about them; the website checks every day.",
  );
  const content = withEvent(settings, "registration-retention-test");
  const ann = await register("ann");
  // An event without a capacity confirms at once; its confirmation is queued by the sign-up's caller.
  queueConfirmation(ann, content, NOW);
  expect(outboxRowsAbout(ann)).toBe(1);
  const eventEnd = EVENT_START + 3 * 3_600_000;
  expect(deleteExpiredRegistrations(eventEnd + 30 * DAY - 1, content)).toEqual({
    registrations: 0,
    registrationMails: 0,
  });
  expect(deleteExpiredRegistrations(eventEnd + 30 * DAY, content)).toEqual({ registrations: 1, registrationMails: 1 });
  expect(registrationById(ann)).toBeNull();
  expect(outboxRowsAbout(ann)).toBe(0);
});

test("data:forget deletes a person's registrations and every e-mail to them, no one else's", async () => {
  const content = withEvent(settings, "registration-forget-test");
  const ann = await register("ann");
  const ben = await register("ben");
  queueConfirmation(ann, content, NOW);
  queueConfirmation(ben, content, NOW);
  expect(forgetRegistrationsOf("ann@example.org")).toEqual({ registrations: 1, registrationMails: 1 });
  expect(registrationById(ann)).toBeNull();
  expect(registrationById(ben)?.status).toBe("confirmed");
  expect(queuedMail().map((mail) => mail.to)).toEqual(["ben@example.org"]);
});

test("cancelling by the signed link: the reminder not yet sent is dropped, the cancellation's invite queued; a forged link changes nothing", async () => {
  const content = withEvent(settings, "registration-cancel-test");
  const ann = await register("ann");
  const link = new URL(manageRegistrationUrl("https://www.example.org", ann, "en", content));
  const form = (sig: string) => {
    const data = new FormData();
    data.set("registration", ann);
    data.set("sig", sig);
    return data;
  };
  const context = { content, now: NOW + DAY, language: "en" as const };
  expect(cancelByLink(form("forged"), context)).toEqual({ kind: "forged" });
  expect(registrationById(ann)?.status).toBe("confirmed");
  expect(cancelByLink(form(link.searchParams.get("sig")!), context)).toEqual({ kind: "done" });
  expect(registrationById(ann)?.status).toBe("cancelled");
  const cancellation = queuedMail().find((mail) => mail.props.kind === "cancelled");
  expect(cancellation).toMatchObject({ to: "ann@example.org", props: { sequence: 1 } });
  // Once cancelled, or once the event has begun, the link changes nothing more.
  expect(cancelByLink(form(link.searchParams.get("sig")!), context)).toEqual({ kind: "refused" });
});
