import { expect, test } from "vitest";
import { formPost } from "../../../tests/support/form-post";
import { recipients } from "../../../tests/support/smtp-mailbox";
import type { ChurchContent } from "~/content/model";
import { issueFormToken } from "~/features/forms/form-token.server";
import { submitForm } from "~/features/forms/submit-form.server";
import { getContent } from "~/server/content.server";
import { deliverAll, PUBLIC_URL, withPrayerMailbox } from "./test-support";
import { copyWallLink, REMOVE_PATH, wallRemovalId } from "./wall-links.server";
import { removeFromWall, wallReview } from "./wall.server";

/**
 * Issue 35: the sender's copy of a prayer request meant for the wall carries the signed link that
 * takes it off (wall-links.server.ts), in the language of the page they used, from the moment they
 * send; read from a real SMTP server. A request not meant for the wall, and another form, carry none.
 */
const mailbox = withPrayerMailbox("prayer-copy");
const NOW = Date.parse("2026-11-24T18:00:00Z");
const demo = getContent();
// The demo prayer form, with the sender's copy on (the demo keeps it off: its e-mail field is for the "we prayed" note).
const content = {
  ...demo,
  forms: { ...demo.forms, prayer: { ...demo.forms.prayer!, sendCopy: true } },
} as ChurchContent;
const prayer = content.forms.prayer!;

/** Sends `answers` to `form` (the prayer form unless said) from a page in `language`; the submission's id. */
async function send(answers: Record<string, string>, language: "en" | "es", address: string, form = prayer) {
  const outcome = await submitForm(form, formPost(answers, issueFormToken(form.id, NOW)), {
    content,
    language,
    now: NOW + 10_000,
    clientAddress: address,
    copyLink: copyWallLink(content),
  });
  if (outcome.kind !== "received") throw new Error(`not received: ${JSON.stringify(outcome)}`);
  return outcome.submission.id;
}

const copyTo = (address: string) => mailbox().messages.filter((message) => recipients(message).includes(address));
const removalLinkIn = (text: string) => /https?:\/\/\S+\/prayer-wall\/remove\?\S+/.exec(text)?.[0];

test("a request for the wall: the sender's copy carries its removal link, in their language, and it works before approval", async () => {
  const id = await send(
    { name: "Ana", email: "ana@example.org", request: "Por mi madre", wall: "yes", anonymous: "no" },
    "es",
    "203.0.113.1",
  );
  await deliverAll(NOW + 20_000);
  const [copy] = copyTo("ana@example.org");
  expect(copy!.text).toContain("Quitar mi petición del muro de oración");
  const link = new URL(removalLinkIn(copy!.text ?? "")!);
  expect(link.origin).toBe(PUBLIC_URL);
  expect(link.pathname).toBe(`/es${REMOVE_PATH}`);
  expect(wallRemovalId(link.searchParams, NOW)).toBe(id);
  // The link in the HTML part is the same signed address.
  expect(copy!.html).toContain(link.href.replace(/&/g, "&amp;"));
  // Followed before any approval: the request never reaches the wall's queue.
  const wall = { ...prayer, prayer: { ...prayer.prayer!, wall: prayer.prayer!.wall! } };
  expect(wallReview(wall, NOW + 30_000).waiting.map((entry) => entry.id)).toEqual([id]);
  expect(removeFromWall(id, wall, "requester", NOW + 30_000)).toBe(true);
  expect(wallReview(wall, NOW + 40_000).waiting).toEqual([]);
});

test("a request kept from the wall, and a form that is not a prayer form, send a copy without the link; the staff's notice names the sender's language when it is not theirs", async () => {
  await send({ name: "Bo", email: "bo@example.org", request: "For my exams", wall: "" }, "en", "203.0.113.2");
  const contact = content.forms.contact!;
  await send({ name: "Cy", email: "cy@example.org", topic: "visit", message: "Hello" }, "en", "203.0.113.3", contact);
  await send({ name: "Di", email: "di@example.org", topic: "visit", message: "Hola" }, "es", "203.0.113.4", contact);
  await deliverAll(NOW + 20_000);
  // Receipts, never relays (decision 068): neither repeats what its sender wrote.
  const [bo] = copyTo("bo@example.org");
  expect(bo!.text).toContain("Your own words are not repeated in this e-mail");
  expect(bo!.text).not.toContain("For my exams");
  expect(removalLinkIn(bo!.text ?? "")).toBeUndefined();
  expect(bo!.text).not.toContain("Remove my request from the prayer wall");
  const [cy] = copyTo("cy@example.org");
  expect(cy!.text).not.toContain("Hello");
  expect(removalLinkIn(cy!.text ?? "")).toBeUndefined();
  // The staff's notices are in the church's language: Di's says she wrote in Spanish, Cy's says nothing of it.
  const notices = mailbox().messages.filter((message) => !/^(bo|cy|di)@/.test(recipients(message).join()));
  const noticeOf = (name: string) => notices.find((message) => message.subject?.endsWith(`from ${name}`));
  expect(noticeOf("Di")?.text).toContain("They wrote in Spanish: answer them in Spanish if you can.");
  expect(noticeOf("Cy")?.text).toContain("Hello");
  expect(noticeOf("Cy")?.text).not.toContain("They wrote in");
});
