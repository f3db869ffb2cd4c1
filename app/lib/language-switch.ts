/**
 * The language switch's address (issue 27; app/server/language-choice.server.ts
 * answers it): it remembers the choice and goes on to `from` in language `to`.
 */
export const LANGUAGE_SWITCH_PATH = "/language";

/** The switch's link from the page at `from` (a site path, without language prefix) to its version in `to`. */
export function languageSwitchHref(to: string, from: string): string {
  return `${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ to, from }).toString()}`;
}
