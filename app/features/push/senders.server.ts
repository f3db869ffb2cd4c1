import type { ChurchContent } from "~/content/model";
import type { Staff } from "~/features/auth/staff.server";

/**
 * Who writes the church's announcements to phones and presses "We're live now" (issue 44): owners and
 * editors (the notifications.send permission), and the roles the church names in church.yaml
 * `notifications.senders` (its care team, say).
 */
export function maySendNotices(staff: Pick<Staff, "person" | "permissions">, content: ChurchContent): boolean {
  return staff.permissions["notifications.send"] || content.church.notifications.senders.includes(staff.person.role);
}
