import { expect, test } from "vitest";
import { calendarInvite } from "../../../tests/support/mail-parts";
import { clientKey } from "~/server/client-key.server";
import { confirmVisit } from "./confirm-visit.server";
import { planOptions } from "./plan-options.server";
import { deleteExpiredPlans, forgetPlansOf } from "./plan-privacy.server";
import { expireHolds } from "./reminders.server";
import { getPlan } from "./visit-plans.server";
import { planVisit } from "./visits.server";
import { whoIsComing } from "./who-is-coming.server";
import {
  content,
  deliverAll,
  freshSite,
  manageLink,
  NOW,
  OFFICE,
  received,
  sundayServices,
  VISIT_MESSAGES,
  withMailCatcher,
} from "./test-support";

/**
 * Issue 28 for plan-a-visit: a service with a capacity counts a plan once its
 * address is confirmed (held 30 minutes meanwhile), and one plan, address or
 * device takes at most the church's per-sign-up limit (services.yaml
 * visit.perSignUpLimit, 10 by default) for one date.
 */

const MINUTE = 60_000;
const [sunday] = sundayServices(NOW);
const forty = {
  ...content,
  schedule: { ...content.schedule, gatherings: [{ ...content.schedule.gatherings[0]!, capacity: 40 }] },
};
const at = (now: number, device = "203.0.113.1") => ({
  content: forty,
  now,
  fromPage: "/visit",
  clientKey: clientKey(device),
});
const party = (email: string, adults: number, childrenAges: number[] = []) => ({
  name: "Visitor",
  email,
  adults: String(adults),
  childrenAges: childrenAges.join(", "),
  service: sunday!.id,
});
const isFull = (now: number) =>
  planOptions(forty, now, "/visit").find((option) => option.value === sunday!.id)?.full ?? false;

const catcher = withMailCatcher();

test("two anonymous posts of 32 and 8 no longer fill a 40-place service: 32 is over the limit, and a hold never confirmed lets its places go", async () => {
  expect(content.perSignUpLimit).toBe(10);
  const thirtyTwo = party("a@example.org", 20, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(await planVisit(thirtyTwo, at(NOW))).toEqual({ ok: false, fieldErrors: { adults: VISIT_MESSAGES.limit(10) } });
  const eight = await planVisit(party("b@example.org", 8), at(NOW, "203.0.113.2"));
  expect(eight).toMatchObject({
    ok: true,
    held: true,
    plan: { confirmation: "held", holdExpiresAt: NOW + 30 * MINUTE },
  });

  // Anonymous posts from four more devices hold the rest for their 30 minutes: the next visitor is told it is full…
  for (const device of [3, 4, 5]) {
    expect((await planVisit(party(`d${device}@example.org`, 10), at(NOW, `203.0.113.${device}`))).ok).toBe(true);
  }
  expect((await planVisit(party("d6@example.org", 2), at(NOW, "203.0.113.6"))).ok).toBe(true);
  expect(isFull(NOW + MINUTE)).toBe(true);
  expect(await planVisit(party("next@example.org", 1), at(NOW + MINUTE, "198.51.100.9"))).toEqual({
    ok: false,
    fieldErrors: { service: VISIT_MESSAGES.full },
  });

  // …until the holds lapse: their places stop counting at their time, before the sweep marks them expired.
  const lapsed = NOW + 30 * MINUTE;
  expect(isFull(lapsed)).toBe(false);
  expect(expireHolds(lapsed)).toBe(5);
  expect(getPlan(eight.ok ? eight.plan.id : "")?.confirmation).toBe("expired");
  expect(await planVisit(party("next@example.org", 1), at(lapsed, "198.51.100.9"))).toMatchObject({ ok: true });
  // Nobody confirmed: the staff list has no guest, only the one new hold.
  const [service] = whoIsComing(NOW, NOW + 7 * 24 * 60 * MINUTE, { content: forty, now: lapsed });
  expect(service).toMatchObject({ adults: 0, children: 0, guests: [], capacity: 40 });
  expect(service!.holds.map((hold) => hold.email)).toEqual(["next@example.org"]);
});

test("twenty plans at once for a 40-place service: holds never pass the capacity (issue 43, decision 066)", async () => {
  const plans = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      planVisit(party(`burst${index}@example.org`, 4), at(NOW, `198.51.100.${index + 1}`)),
    ),
  );
  expect(plans.filter((plan) => plan.ok && plan.held)).toHaveLength(10);
  expect(plans.filter((plan) => !plan.ok)).toEqual(
    Array(10).fill({ ok: false, fieldErrors: { service: VISIT_MESSAGES.full } }),
  );
  expect(isFull(NOW)).toBe(true);
});

test("one address, or one device, takes at most the per-sign-up limit for one date; a lapsed hold no longer counts", async () => {
  expect((await planVisit(party("ann@example.org", 6), at(NOW, "203.0.113.1"))).ok).toBe(true);
  // The same address from another device.
  expect(await planVisit(party("ann@example.org", 5), at(NOW, "203.0.113.2"))).toEqual({
    ok: false,
    fieldErrors: { adults: VISIT_MESSAGES.limit(10) },
  });
  // Another address from the same device.
  expect(await planVisit(party("ben@example.org", 5), at(NOW, "203.0.113.1"))).toEqual({
    ok: false,
    fieldErrors: { adults: VISIT_MESSAGES.limit(10) },
  });
  expect((await planVisit(party("ben@example.org", 2, [5, 9]), at(NOW, "203.0.113.1"))).ok).toBe(true);
  // Another date is another count.
  const [, next] = sundayServices(NOW);
  expect((await planVisit({ ...party("ann@example.org", 10), service: next!.id }, at(NOW))).ok).toBe(true);
  // Half an hour later the unconfirmed holds take nothing.
  expect((await planVisit(party("ann@example.org", 10), at(NOW + 30 * MINUTE))).ok).toBe(true);
});

test("a held plan gets a please-confirm e-mail (no invite, nothing to the office); confirming sends the usual confirmation and notice", async () => {
  const held = await planVisit({ ...party("ann@example.org", 2, [4]), name: "Ann Lee" }, at(NOW));
  if (!held.ok) throw new Error("not held");
  await deliverAll(NOW);
  const [request, ...others] = await received(catcher());
  expect(others).toEqual([]);
  expect(request!.envelopeTo).toEqual(["ann@example.org"]);
  expect(request!.subject).toBe(`Please confirm your visit to ${content.church.name}: ${sunday!.label}`);
  expect(request!.text).toContain("until 9:30 AM");
  expect(calendarInvite(request!)).toBeUndefined();
  const link = manageLink(request!);
  expect(link.searchParams.get("visit")).toBe(held.plan.id);

  const confirmed = await confirmVisit(held.plan.id, { content: forty, now: NOW + 10 * MINUTE });
  expect(confirmed).toMatchObject({
    ok: true,
    already: false,
    plan: { confirmation: "confirmed", holdExpiresAt: null },
  });
  expect(await confirmVisit(held.plan.id, { content: forty, now: NOW + 11 * MINUTE })).toMatchObject({ already: true });
  await deliverAll(NOW + 11 * MINUTE);
  const after = (await received(catcher())).slice(1);
  expect(after.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["ann@example.org", OFFICE]);
  const confirmation = after.find((mail) => mail.envelopeTo[0] === "ann@example.org")!;
  expect(confirmation.subject).toBe(`Your visit to ${content.church.name}: ${sunday!.label}`);
  expect(calendarInvite(confirmation)).toMatchObject({ method: "PUBLISH", start: sunday!.start });
  const notice = after.find((mail) => mail.envelopeTo[0] === OFFICE)!;
  expect(notice.text).toContain("Planned for this service so far: 3 people of 40.");
  expect(expireHolds(NOW + 60 * MINUTE)).toBe(0);
  const [service] = whoIsComing(NOW, NOW + 7 * 24 * 60 * MINUTE, { content: forty, now: NOW + 60 * MINUTE });
  expect(service).toMatchObject({ adults: 2, children: 1, holds: [] });
});

test("a late confirmation takes the places if they are still free, and is told when they were taken", async () => {
  const early = await planVisit(party("ann@example.org", 4), at(NOW));
  const late = await planVisit(party("ben@example.org", 4), at(NOW, "203.0.113.2"));
  if (!early.ok || !late.ok) throw new Error("not held");
  const afterHold = NOW + 45 * MINUTE;
  expireHolds(afterHold);
  expect(await confirmVisit(early.plan.id, { content: forty, now: afterHold })).toMatchObject({ ok: true });
  // Meanwhile others took the last places (each device its limit).
  for (const [device, people] of [
    [3, 10],
    [4, 10],
    [5, 10],
    [6, 3],
  ] as const) {
    const plan = await planVisit(party(`d${device}@example.org`, people), at(afterHold, `203.0.113.${device}`));
    if (!plan.ok) throw new Error("not held");
    await confirmVisit(plan.plan.id, { content: forty, now: afterHold });
  }
  expect(await confirmVisit(late.plan.id, { content: forty, now: afterHold + MINUTE })).toEqual({
    ok: false,
    full: VISIT_MESSAGES.lateFull,
  });
  expect(getPlan(late.plan.id)?.confirmation).toBe("expired");
});

test("without visitor e-mail the plan counts at once (no link to confirm with), and the limit still holds", async () => {
  freshSite(catcher(), { PUBLIC_URL: undefined });
  const plan = await planVisit(party("ann@example.org", 10), at(NOW));
  expect(plan).toMatchObject({ ok: true, held: false, emailed: false, plan: { confirmation: null } });
  expect(await planVisit(party("ann@example.org", 1), at(NOW, "203.0.113.2"))).toMatchObject({ ok: false });
  expect(isFull(NOW + 60 * MINUTE)).toBe(false);
  const [service] = whoIsComing(NOW, NOW + 7 * 24 * 60 * MINUTE, { content: forty, now: NOW + 60 * MINUTE });
  expect(service).toMatchObject({ adults: 10, holds: [] });
});

test("a service without a capacity is planned at once, as before: no hold, no limit", async () => {
  const plan = await planVisit(party("ann@example.org", 12), { ...at(NOW), content });
  expect(plan).toMatchObject({
    ok: true,
    held: false,
    plan: { confirmation: null, holdExpiresAt: null, clientKey: null },
  });
});

test("a plan never confirmed is deleted with its e-mails a day after its hold lapsed", async () => {
  const held = await planVisit(party("ann@example.org", 2), at(NOW));
  const kept = await planVisit(party("ben@example.org", 2), at(NOW, "203.0.113.2"));
  if (!held.ok || !kept.ok) throw new Error("not held");
  await confirmVisit(kept.plan.id, { content: forty, now: NOW + MINUTE });
  const zone = content.schedule.timeZone;
  expect(deleteExpiredPlans(NOW + 30 * MINUTE + 23 * 60 * MINUTE, zone).visitPlans).toBe(0);
  expect(deleteExpiredPlans(NOW + 30 * MINUTE + 25 * 60 * MINUTE, zone)).toEqual({ visitPlans: 1, visitMails: 1 });
  expect(getPlan(held.plan.id)).toBeUndefined();
  expect(getPlan(kept.plan.id)).toMatchObject({ confirmation: "confirmed" });
});

test("a Spanish page's hold asks in Spanish; data:forget deletes a held plan and its e-mail like any other", async () => {
  const held = await planVisit(party("ana@example.org", 2), { ...at(NOW), language: "es" });
  if (!held.ok) throw new Error("not held");
  await deliverAll(NOW);
  const [request] = await received(catcher());
  expect(request!.subject).toMatch(new RegExp(`^Por favor, confirme su visita a ${content.church.name}: domingo`));
  expect(request!.text).toContain("Confirmar mi visita");
  expect(manageLink(request!).pathname).toBe("/es/my-visit");
  expect(forgetPlansOf("ana@example.org")).toEqual({ visitPlans: 1, visitMails: 1 });
  expect(getPlan(held.plan.id)).toBeUndefined();
});
