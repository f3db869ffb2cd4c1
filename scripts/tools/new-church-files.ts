import { stringify } from "yaml";
import { PRIVACY_TOPICS } from "~/content/schema";
import { AA_NORMAL_TEXT, contrastRatio } from "~/lib/contrast";
import { schemaFiles } from "./content-schema";
import { newChurchForms, writeToUs } from "./new-church-forms";

/**
 * The files of a new church's content folder (`npm run content:new`), written
 * from a few answers: its facts, one weekly gathering, a palette from two
 * colours, a logo, and the pages home, about, visit, contact and privacy. Nothing of
 * the demo church: no picture, staff, sample video, featured event or redirect.
 */

export interface NewChurchAnswers {
  name: string;
  street: string;
  city: string;
  region?: string;
  postalCode?: string;
  /** ISO 3166, like "US". */
  country: string;
  /** IANA, like "America/Chicago". */
  zone: string;
  /** The office's address; none (skipped) for a church without one (issue 38). */
  email?: string;
  /** "sunday" … "saturday". */
  weekday: string;
  /** "HH:MM", 24-hour. */
  time: string;
  /** "#rrggbb": the menu bar, headings and buttons (white text sits on it). */
  primary: string;
  /** "#rrggbb": the highlighted buttons (dark text sits on it). */
  highlight: string;
}

export type FolderFiles = Record<string, string | Uint8Array>;

const TEXT = "#1c2330";
const MUTED = "#4a5566";
const WHITE = "#ffffff";

/** `file` relative to the folder; the schema line lets an editor complete and check it. */
function yamlFile(file: string, comment: string, data: unknown): string {
  const schema = file.startsWith("pages/")
    ? "../schema/page.schema.json"
    : `./schema/${file.replace(".yaml", "")}.schema.json`;
  return `# yaml-language-server: $schema=${schema}\n# ${comment}\n${stringify(data, { lineWidth: 110 })}`;
}

/** Two hex colours mixed: `amount` 0 is `from`, 1 is `to`. */
export function mix(from: string, to: string, amount: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  const mixed = [0, 1, 2].map((index) =>
    Math.round(channel(from, index) + (channel(to, index) - channel(from, index)) * amount),
  );
  return `#${mixed.map((value) => value.toString(16).padStart(2, "0")).join("")}`;
}

/** The brand's colours from the church's two: the rest mixed from them and held to WCAG AA where text sits. */
export function paletteFrom(primary: string, highlight: string): Record<string, string> {
  const tint = mix(highlight, WHITE, 0.88);
  // Darker shades of primary until white reads on it and it reads on the tint (the footer, the light menu).
  let primaryStrong = mix(primary, "#000000", 0.25);
  for (let step = 0.35; contrastRatio(primaryStrong, tint) < AA_NORMAL_TEXT && step < 1; step += 0.1)
    primaryStrong = mix(primary, "#000000", step);
  return {
    primary,
    primaryStrong,
    accent: primary,
    highlight,
    highlightStrong: mix(highlight, "#000000", 0.12),
    surface: WHITE,
    tint,
    tintStrong: mix(highlight, WHITE, 0.7),
    text: TEXT,
    muted: MUTED,
    onPrimary: WHITE,
    success: "#23773a",
    danger: "#a3231a",
  };
}

/** Up to two initials of the name's words, leaving out "church", "the", "of" and the like. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(the|of|and|church|chapel|a)$/i.test(word));
  const letters = (words.length > 0 ? words : name.split(/\s+/)).slice(0, 2).map((word) => [...word][0] ?? "");
  return letters.join("").toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A round monogram in the primary colour: the logo until the church has one of its own. */
export function monogramSvg(name: string, primary: string): string {
  const letters = escapeXml(initials(name));
  const size = letters.length > 1 ? 44 : 56;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${escapeXml(name)}">
  <circle cx="64" cy="64" r="62" fill="${primary}" stroke="${WHITE}" stroke-width="4"/>
  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${size}" font-weight="700" fill="${WHITE}">${letters}</text>
</svg>
`;
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Every file of the new folder, by its path in the folder. `logo` is the church's own file, if it gave one. */
export function newChurchFiles(
  answers: NewChurchAnswers,
  logo?: { extension: "svg" | "png"; bytes: Uint8Array },
): FolderFiles {
  const { name, city } = answers;
  const address = {
    street: answers.street,
    city,
    ...(answers.region ? { region: answers.region } : {}),
    ...(answers.postalCode ? { postalCode: answers.postalCode } : {}),
  };
  const usStyle = answers.country === "US";
  const logoFile = `images/logo.${logo?.extension ?? "svg"}`;
  const files: FolderFiles = {
    "church.yaml": yamlFile(
      "church.yaml",
      "Who the church is. Add geo (coordinates), a phone, staff and social links when you are ready.",
      {
        name,
        tagline: `A church family in ${city}`,
        description: `${name} in ${city}: everyone is welcome.`,
        locale: {
          language: "en",
          country: answers.country,
          timeZone: answers.zone,
          dateOrder: usStyle ? "month-day" : "day-month",
          clock: usStyle ? "12h" : "24h",
        },
        address,
        ...(answers.email ? { email: answers.email } : {}),
      },
    ),
    "brand.yaml": yamlFile(
      "brand.yaml",
      "How the site looks: white text sits on primary, the text colour on highlight.",
      {
        colors: paletteFrom(answers.primary, answers.highlight),
        fonts: { body: "system", display: "serif" },
        logo: logoFile,
      },
    ),
    "services.yaml": yamlFile("services.yaml", "The weekly gatherings, in the church's time zone (church.yaml).", {
      gatherings: [
        { name: `${capitalised(answers.weekday)} Service`, weekday: answers.weekday, start: answers.time, minutes: 75 },
      ],
    }),
    "navigation.yaml": yamlFile(
      "navigation.yaml",
      "The navigation bar, in order, and the highlighted visitor button.",
      {
        menu: [
          { page: "/about", label: "About" },
          { page: "/contact", label: "Contact" },
        ],
        visitorButton: { page: "/visit", label: "Plan a visit" },
      },
    ),
    "pages/index.yaml": yamlFile("pages/index.yaml", "The home page.", {
      type: "simple",
      title: "Welcome",
      heading: "Welcome to {church}",
      tagline: "{services}",
      description: `{church} in ${city}: everyone is welcome.`,
      sections: [
        {
          type: "prose",
          lede: true,
          text: `{church} is a church family in ${city}. Come as you are: we would love to meet you.`,
          buttons: [{ label: "Plan a visit", href: "/visit", style: "highlight" }],
        },
        { type: "service-times", heading: "When we meet" },
        { type: "map", heading: "Find us" },
      ],
    }),
    "pages/about.yaml": yamlFile("pages/about.yaml", "Who the church is: its story, what it believes, its people.", {
      type: "simple",
      title: "About us",
      heading: "About {church}",
      description: `Who {church} is, and when and where we meet in ${city}.`,
      sections: [
        {
          type: "prose",
          lede: true,
          text: `{church} is a church family in ${city}. We meet {services}, and everyone is welcome.`,
        },
        { type: "service-times", heading: "When we meet" },
      ],
    }),
    "pages/visit.yaml": yamlFile("pages/visit.yaml", "For first-time guests: when, where, and the plan-a-visit form.", {
      type: "simple",
      title: "Plan your visit",
      description: `Visiting {church}? When and where we meet in ${city}, and how to let us know you are coming.`,
      sections: [
        { type: "service-times", heading: "When we meet", text: "Come as you are. We would love to meet you." },
        { type: "map", heading: "Find us" },
        {
          type: "plan-visit",
          heading: "Plan your visit",
          intro: "Tell us when you are coming and we will be ready to welcome you.",
        },
      ],
    }),
    "pages/contact.yaml": yamlFile(
      "pages/contact.yaml",
      "How to reach the church: its address, phone and staff e-mails (church.yaml).",
      {
        type: "simple",
        title: "Contact",
        heading: "Get in touch",
        description: `How to reach {church} in ${city}.`,
        sections: [
          { type: "prose", text: `${writeToUs(answers.email)}: we read every message.` },
          { type: "contact", mailingHeading: "Our address" },
          { type: "map", heading: "Find us" },
        ],
      },
    ),
    // The privacy policy (issue 26): its statements about this website are written by the site from the
    // services that are on, so they stay true; the church adds its own words (a law that applies to it).
    "pages/privacy.yaml": yamlFile(
      "pages/privacy.yaml",
      "What this website does with personal data: the privacy-statements sections are written by the site.",
      {
        type: "simple",
        title: "Privacy Policy",
        description: "How {church} collects, uses and protects your personal information.",
        sections: [
          {
            type: "prose",
            lede: true,
            text: "{church} respects your privacy. This policy explains what we collect through this website, why, and the choices you have.",
          },
          ...PRIVACY_TOPICS.map((topic) => ({ type: "privacy-statements", topic })),
          {
            type: "prose",
            heading: "Contact us",
            text: `Questions about this policy or your information? ${writeToUs(answers.email)}.`,
          },
        ],
      },
    ),
    [logoFile]: logo?.bytes ?? monogramSvg(name, answers.primary),
  };
  Object.assign(files, newChurchForms(answers.email));
  for (const [file, text] of Object.entries(schemaFiles())) files[`schema/${file}`] = text;
  return files;
}
