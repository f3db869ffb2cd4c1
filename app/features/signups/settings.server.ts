import type { RegistrationSettings } from "~/content/model";
import { getContent } from "~/server/content.server";

/**
 * An event's registration settings (issue 28): a folder event's own
 * (events/<id>.yaml), else a Planning Center event's from sign-ups.yaml; null
 * when the event takes no sign-ups on this site.
 */
export function registrationSettingsFor(eventId: string, content = getContent()): RegistrationSettings | null {
  const folderEvent = content.events.find((event) => event.id === eventId);
  if (folderEvent) return folderEvent.registration ?? null;
  return content.signUps[eventId] ?? null;
}
