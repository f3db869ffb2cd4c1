import { DAY_MS } from "~/server/housekeeping.server";
import { AUDIT_RETENTION_DAYS, deleteOldAuditEntries } from "./audit-log.server";
import { deleteExpiredChallenges } from "./passkeys.server";
import { deleteLongRemovedPeople } from "./people.server";
import { deleteExpiredSessions } from "./sessions.server";
import { deleteOldSignInCodes } from "./sign-in-codes.server";

/**
 * The staff area's daily clean-up (registered in app/background.server.ts):
 * ended sessions, old codes and unanswered passkey challenges; activity-log
 * entries and people removed a year ago (the privacy policy).
 */
export function cleanUpStaffSignIn(now: number): Record<string, number> {
  return {
    sessions: deleteExpiredSessions(now),
    signInCodes: deleteOldSignInCodes(now),
    passkeyChallenges: deleteExpiredChallenges(now),
    activityEntries: deleteOldAuditEntries(now),
    removedPeople: deleteLongRemovedPeople(now, AUDIT_RETENTION_DAYS * DAY_MS),
  };
}
