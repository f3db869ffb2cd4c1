import type { Role } from "./roles";

/**
 * What each role may do (issue 18): an owner manages people, roles and
 * settings and reads the activity log, and may do everything else; an editor
 * publishes; a contributor saves drafts for review. Every staff route and
 * action asks `can` (through requireStaff), and the navigation hides what the
 * role cannot do. Giving data is seen by owners and treasurers alone; a
 * treasurer edits giving.yaml and no other content (issue 30), and sees no visitor's or registrant's details
 * (issue 38). The editor (issue 18, parts 3-6) checks the content permissions. docs/roles.md is the table of
 * what each role sees and does, and tests/integration/staff-roles.test.ts holds it against every staff route.
 */
export const PERMISSIONS = [
  "people.manage",
  "settings.manage",
  "activity.read",
  "content.publish",
  "content.draft",
  // Giving (issue 30): gifts and donors, the export, the year-end statements; and giving.yaml.
  "giving.read",
  "giving.settings",
  // Issue 28: each event's roster (names, ages, answers), its CSV, and a message to everyone registered.
  "sign-ups.manage",
  // "Who's coming" (issue 19) and its CSV: visitors' e-mails and children's ages, for the check-in desk.
  // Not a treasurer's (issue 38): a treasurer sees giving and nothing else (docs/roles.md).
  "visits.read",
  // Issue 45: host the live chat (moderate, moments, private prayer) and read each service's attendance.
  "live.host",
  // Issue 43: who reads a form's submissions (its `private` readers) is changed by owners alone, whoever else
  // edits the form (decision 069).
  "forms.readers",
  // Issue 44: announcements to the phones that asked for them, and "We're live now" (a role the content folder
  // names in church.yaml `notifications.senders` may too: app/features/push/senders.server.ts).
  "notifications.send",
  // Issue 47: Staff → Insights, the site's daily counts, which name nobody (gifts among them only with giving.read).
  "insights.read",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const GRANTS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  editor: [
    "content.publish",
    "content.draft",
    "sign-ups.manage",
    "visits.read",
    "live.host",
    "notifications.send",
    "insights.read",
  ],
  contributor: ["content.draft", "visits.read", "insights.read"],
  treasurer: ["giving.read", "giving.settings", "insights.read"],
  // Issue 35: the care team holds no permission of its own; which forms it reads is each form's `private`
  // (app/features/forms/readers.server.ts, decision 052).
  care: [],
  host: ["live.host"],
};

export function can(role: Role, permission: Permission): boolean {
  return GRANTS[role].includes(permission);
}

/** Every permission of a role: what a page needs to decide which links and buttons to show. */
export function permissionsOf(role: Role): Record<Permission, boolean> {
  return Object.fromEntries(PERMISSIONS.map((permission) => [permission, can(role, permission)])) as Record<
    Permission,
    boolean
  >;
}
