import type { ChurchContent } from "~/content/model";
import { describeError, log } from "~/server/logger.server";
import { loadCalendarEvents } from "~/features/events/events.server";
import { rememberPlanningCenterEvents } from "./registration-facts.server";
import { queueDueRegistrationReminders } from "./registration-reminders.server";
import { passOnLapsedOffers } from "./waitlist.server";

/**
 * What comes due by the clock after signing up, checked now and every minute
 * (the composition root starts it): the reminders of tomorrow's events, the
 * waitlist offers not claimed in 48 hours (their places pass to the next),
 * and any further checks registered (the checkouts not paid in 15 minutes,
 * paid-registrations.server.ts). `now` and `content` are read at each check.
 */

export const REGISTRATION_CHECK_MS = 60_000;

type Check = (now: number, content: ChurchContent) => unknown;

const CHECKS: Record<string, Check> = {
  // Planning Center's events opted in by id: their names and dates, for the checks below and the e-mails.
  calendar: async (now, content) => {
    if (Object.keys(content.signUps).length > 0) rememberPlanningCenterEvents(await loadCalendarEvents(now), content);
  },
  reminders: queueDueRegistrationReminders,
  // Offers not claimed and addresses not confirmed in time: the store frees them, the waitlist is offered them.
  holds: (now) => passOnLapsedOffers({ now }),
};

export async function runRegistrationChecks(
  now: number,
  content: ChurchContent,
  extra: Record<string, Check> = {},
): Promise<void> {
  // The extra checks first: a lapsed checkout is expired at Stripe before the store's release could free it.
  for (const [name, check] of Object.entries({ ...extra, ...CHECKS })) {
    try {
      await check(now, content);
    } catch (error) {
      log("error", "registration check failed", { name, error: describeError(error) });
    }
  }
}

let timer: NodeJS.Timeout | undefined;

export function startRegistrationChecks(options: {
  now?: () => number;
  content: () => ChurchContent;
  extra?: Record<string, Check>;
}): void {
  if (timer) return;
  const check = () => void runRegistrationChecks((options.now ?? Date.now)(), options.content(), options.extra);
  check();
  timer = setInterval(check, REGISTRATION_CHECK_MS);
  timer.unref();
}

export function stopRegistrationChecks(): void {
  clearInterval(timer);
  timer = undefined;
}
