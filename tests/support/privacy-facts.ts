import type { PrivacyFacts } from "~/features/privacy/statements";

/** The privacy facts of a site with every service off (no e-mail, no upstream, no embed): what tests add to. */
export const ALL_OFF: PrivacyFacts = {
  newsletter: "site",
  email: false,
  visitEmails: false,
  officeNotices: false,
  players: [],
  liveElsewhere: null,
  map: null,
  events: false,
  registrations: false,
  registrationFees: false,
};
