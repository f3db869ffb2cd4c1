/**
 * The prayer list's and the prayer wall's rules (issue 35), as pure functions
 * of their facts and the clock: which requests a week's list holds, when an
 * answer means "yes", what name the wall shows and how long a request stays.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ListFacts {
  receivedAt: number;
  /** When a member of the team marked it prayed for; null until then. */
  prayedAt: number | null;
}

/**
 * A week's list (the one due at `listAt`, after the one at `previousListAt`):
 * what came in since the last list, and whatever nobody has prayed for yet.
 * On the list's page during its week, what was marked prayed since the list
 * stays there too (shown as prayed), so the team sees the week as it went.
 */
export function onWeeksList(request: ListFacts, week: { listAt: number; previousListAt: number }): boolean {
  if (request.prayedAt === null) return true;
  return request.receivedAt >= week.previousListAt || request.prayedAt >= week.listAt;
}

/** A yes-no or consent answer that says yes (forms store "yes", or true for a ticked box). */
export function saidYes(answer: unknown): boolean {
  return answer === true || answer === "yes" || answer === "on" || answer === "true";
}

/** What the wall shows as the requester's name: the first word of their name, or null for "anonymous". */
export function wallName(name: unknown, anonymous: boolean): string | null {
  if (anonymous || typeof name !== "string") return null;
  const first = name.trim().split(/\s+/)[0] ?? "";
  return first === "" ? null : first.slice(0, 40);
}

export interface WallFacts {
  receivedAt: number;
  consented: boolean;
  approvedAt: number | null;
  removedAt: number | null;
}

/** When a request leaves the wall on its own: `days` after it was asked. */
export function wallEndsAt(receivedAt: number, days: number): number {
  return receivedAt + days * DAY_MS;
}

/** On the wall: the requester agreed, staff approved it, nobody removed it and its days are not over. */
export function isOnWall(entry: WallFacts, now: number, days: number): boolean {
  return (
    entry.consented && entry.approvedAt !== null && entry.removedAt === null && now < wallEndsAt(entry.receivedAt, days)
  );
}

/** Waiting for staff: the requester agreed, nobody approved or removed it yet, and its days are not over. */
export function awaitsApproval(entry: WallFacts, now: number, days: number): boolean {
  return (
    entry.consented && entry.approvedAt === null && entry.removedAt === null && now < wallEndsAt(entry.receivedAt, days)
  );
}
