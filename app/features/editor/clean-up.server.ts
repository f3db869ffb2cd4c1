import { deleteIdleDrafts } from "./drafts.server";
import { deleteOldRevisions } from "./revisions.server";

/**
 * The editor's daily clean-up (registered in app/background.server.ts): drafts
 * nobody has changed for a year, and revisions a year old (the privacy policy).
 */
export function cleanUpEditor(now: number): Record<string, number> {
  return { idleDrafts: deleteIdleDrafts(now), oldRevisions: deleteOldRevisions(now) };
}
