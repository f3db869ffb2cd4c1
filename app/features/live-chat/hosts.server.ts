import type { Staff } from "~/features/auth/staff.server";

/**
 * Who hosts the live chat (issue 45): staff whose role has `live.host` (owners, editors and the `host`
 * role; app/features/auth/permissions.server.ts). A host writes under their staff name, with a badge.
 */
export const HOST_PERMISSION = "live.host" as const;

export function hostName(staff: Staff): string {
  return staff.person.name.trim() || staff.person.email.split("@")[0]!;
}
