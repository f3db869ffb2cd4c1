import { createContext, useContext } from "react";

/**
 * The first section of a page with no header picture holds the page's largest paint: its first
 * pictures load at once (not lazily, after layout) and the first is fetched first (issue 39: the
 * resources page's first cover painted 1.6 s in, behind its own lazy loading).
 */
const LeadingSection = createContext(false);
export const LeadingSectionProvider = LeadingSection.Provider;
/** How many of the leading section's pictures load at once: a phone's first screen holds about this many. */
export const LEADING_PICTURES = 4;

/** How the picture at `index` of its section loads: first in the leading section, eagerly near it, else lazily. */
export function usePictureLoading(index: number): { priority?: boolean; eager?: boolean } {
  const leading = useContext(LeadingSection);
  if (!leading || index >= LEADING_PICTURES) return {};
  return index === 0 ? { priority: true } : { eager: true };
}
