/**
 * Staff roles, as the People page shows them (browser-safe: no server code).
 * What each role may do is app/features/auth/permissions.server.ts.
 */
export const ROLES = ["owner", "editor", "contributor", "treasurer", "care", "host"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: "Owner",
  editor: "Editor",
  contributor: "Contributor",
  treasurer: "Treasurer",
  care: "Care team",
  host: "Host",
};

export const ROLE_DESCRIPTIONS: Record<Role, string> = {
  owner: "Everything: people and their roles, the site's settings, the activity log, and what editors do.",
  editor: "Edits and publishes pages, alerts and images; sends announcements to phones.",
  contributor: "Writes drafts that an editor or owner reviews and publishes.",
  treasurer:
    "Sees every gift and its donor, exports them, sends the year-end statements and edits the giving settings; edits no other content.",
  care: "Reads and answers the submissions of the private forms that name the care team (prayer requests); edits no content.",
  host: "Hosts the live chat beside the stream: welcomes people, moderates, sends moments and talks privately with those who ask for prayer; sees each service's attendance; edits no content.",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
