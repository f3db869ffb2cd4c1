/** SPEC 3: the home-page visit counter, kept for the browser session. */
export const HOME_VISITS_KEY = "homeVisits";

/** SPEC 9: the intro animation plays when the visit count is 1 or less. */
export function shouldPlayIntro(visits: number): boolean {
  return visits <= 1;
}

/** The count after this visit, from what was stored (missing or garbled counts as none). */
export function nextVisitCount(stored: string | null): number {
  const previous = Number.parseInt(stored ?? "", 10);
  return (Number.isFinite(previous) && previous > 0 ? previous : 0) + 1;
}

/** Counts this home-page load and says whether the intro should play. Storage errors (private mode) play it. */
export function recordHomeVisit(storage: Pick<Storage, "getItem" | "setItem">): boolean {
  try {
    const visits = nextVisitCount(storage.getItem(HOME_VISITS_KEY));
    storage.setItem(HOME_VISITS_KEY, String(visits));
    return shouldPlayIntro(visits);
  } catch {
    return true;
  }
}
