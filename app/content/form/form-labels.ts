import type { FieldSpec } from "./form-spec";

/**
 * How the editor's forms name the content files' fields: the schema's key in
 * words ("missionHeading" → "Mission heading"), or a name a person reading
 * the page would use where the key is a developer's word.
 */
const LABELS: Record<string, string> = {
  href: "Link",
  newTab: "Open in a new tab",
  alsoAt: "Also shown at (other addresses)",
  hideHeading: "Hide the heading (screen readers still read it)",
  lede: "Larger first paragraph",
  boxed: "In a box",
  when: "Show it",
  tone: "Background",
  id: "Anchor name (for links to #name)",
  tel: "Number to dial (digits only)",
  display: "Number as shown",
  postalCode: "Postal code",
  region: "State or region",
  mapUrl: "Map link",
  mapEmbedUrl: "Embedded map address",
  shortName: "Short name",
  timeZone: "Time zone",
  dateOrder: "Date order",
  inviteDaysBefore: "Start inviting (days before the day)",
  inMenu: "Show in the menu while inviting",
  timesLabel: "Times as written on the page",
  planLabel: "Plan-a-visit button text",
  inviteDescription: "Description while inviting ({date} is the day)",
  missionHeading: "Mission heading",
  arrowTo: "The down arrow scrolls to (anchor name)",
  arrowLabel: "The down arrow's label",
  embedUrl: "Player address",
  fallbackHref: "Link without JavaScript",
  featuredEventName: "Featured event's name",
  dateOffsetDays: "Days added to a video's upload date",
  dateOffsets: "Corrections for single videos (days)",
  noticeMinutesBefore: "'Watch online' shows this many minutes before",
  playerMinutesBefore: "The player shows this many minutes before",
  weeksAhead: "Plan-a-visit offers this many weeks ahead",
  perSignUpLimit: "Most people one sign-up, address or device may take for one date",
  reminderTime: "Reminder e-mail time, the day before",
  kidsCheckIn: "Kids' check-in",
  visitorButton: "Visitor button",
  starts: "Starts",
  ends: "Ends",
  closed: "The church is closed (search engines are told)",
  primaryStrong: "Primary, darker",
  highlightStrong: "Highlight, darker",
  tintStrong: "Tint, darker",
  onPrimary: "Text on primary",
  googlePlay: "Google Play address",
  appStore: "App Store address",
  connectCard: "Connect card form",
  giving: "Giving page",
  alt: "Description (alt text)",
  file: "File",
  email: "E-mail address",
  offsetDays: "Days after Easter Sunday (negative: before)",
  nth: "Which one (1 to 5, or -1 for the last)",
  minutes: "Length in minutes",
  start: "Starts at",
  capacity: "Most first-time guests",
  streamed: "Streamed live",
  kids: "Kids' programs run during it",
  listed: "Listed in the contact page's e-mail table",
  since: "Began",
  bio: "Biography ({years} is the years since)",
  by: "By",
  verse: "Bible verse",
  reference: "Reference",
  quote: "Quote",
  key: "Video (like /videos/123456)",
  value: "Days",
  page: "Page (address on this site)",
  items: "Entries",
  lines: "Lines",
  steps: "Steps",
  members: "Staff (by id)",
  empty: "Said when every date has passed",
  thanks: "Said once the day has passed",
  invitation: "Invitation",
  header: "Show the page header",
  layout: "Layout",
  nav: "Navigation bar",
  floating: "Float over the top of the page",
  variant: "Colours",
  banner: "Banner picture",
  sections: "Sections",
  mailingAddress: "Mailing address",
  mailingHeading: "Mailing address heading",
  phoneHeading: "Phone heading",
  staffHeading: "Staff e-mail heading",
  intro: "Introduction",
  thumbnail: "Thumbnail picture",
  cover: "Cover picture",
  redirects: "Old addresses",
  from: "From (old address)",
  to: "To",
  menu: "Menu",
  body: "Body text font",
  family: "Font family name",
  fallback: "Fallback font",
  weight: "Weight",
};

/** Where a key means something else inside one parent: "parent.key". */
const IN_PARENT: Record<string, string> = {
  "staff.id": "Id (pages name them by it)",
  "staff.email": "E-mail address",
  "body.file": "Font file (.woff2 under fonts/)",
  "display.file": "Font file (.woff2 under fonts/)",
  "fonts.display": "Heading font",
  "link.href": "Link address",
  "mission.text": "Mission",
  "links.": "Other link",
  "colors.text": "Text",
};

export function fieldLabel(name: string, parent = ""): string {
  const inParent = IN_PARENT[`${parent}.${name}`];
  if (inParent) return inParent;
  if (!name) return "";
  const known = LABELS[name];
  if (known) return known;
  const words = name
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/-/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const TAG_LABELS: Record<string, string> = {
  // Sections.
  prose: "Text",
  mission: "Mission quote",
  values: "Values",
  staff: "Staff",
  cards: "Picture cards",
  actions: "Boxes with a next step",
  faq: "Questions and answers",
  "dated-list": "Dated list",
  resources: "Resource links",
  contact: "Contact details",
  map: "Map",
  "service-times": "Service times",
  "plan-visit": "Plan-a-visit form",
  list: "List",
  gallery: "Gallery",
  videos: "Videos",
  note: "Signed note",
  callout: "Call-out",
  hero: "Banner with pictures",
  columns: "Columns",
  "season-facts": "The season's times and place",
  "privacy-statements": "The privacy policy's statements",
  // Pages.
  simple: "Simple page",
  ministry: "Ministry page",
  seasonal: "Seasonal page",
  // Date rules.
  fixed: "The same date each year",
  easter: "Days from Easter",
  "nth-weekday": "A weekday of a month",
};

/** How a choice among a union's variants names one: by its tag, else by what it holds. */
export function variantLabel(spec: FieldSpec, tag?: string): string {
  if (tag !== undefined) return TAG_LABELS[tag] ?? fieldLabel(tag);
  if (spec.kind === "group") {
    const keys = spec.fields.map(([key]) => key);
    if (keys.includes("items")) return "A submenu";
    if (keys.includes("page")) return "A page of this site";
    if (keys.includes("href")) return "A link to another site";
    if (keys.includes("family")) return "A font file";
  }
  if (spec.kind === "choice") return "A built-in font";
  if (spec.kind === "number") return "A year";
  if (spec.kind === "text" && spec.format === "date") return "A date";
  return spec.label || "Another kind";
}
