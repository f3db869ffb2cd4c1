/**
 * Every church-specific fact the site shows, in one typed module.
 *
 * A church adopting this site edits this file (and the images in
 * public/images/) and nothing else. The values below describe a demo church:
 * the phone number is in the fictional 555-01xx range, every e-mail address
 * uses the reserved example domain, and the staff are sample people.
 */

export interface StaffMember {
  name: string;
  role: string;
  email: string;
}

export interface ServiceTime {
  /** 0 = Sunday … 6 = Saturday, as date-fns numbers days. */
  weekday: number;
  hour: number;
  minute: number;
  label: string;
}

export interface PostalAddress {
  street: string;
  city: string;
  region: string;
  postalCode: string;
}

const mapsSearch = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;

const streetAddress: PostalAddress = {
  street: "1480 Harbor View Road",
  city: "San Luis Obispo",
  region: "CA",
  postalCode: "93401",
};

const mailingAddress: PostalAddress = {
  street: "PO Box 5501",
  city: "San Luis Obispo",
  region: "CA",
  postalCode: "93401",
};

export function formatAddress(address: PostalAddress): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}

const officeEmail = "office@redwoodcoast.example";

const staff = {
  leadPastor: { name: "Jordan Avery", role: "Lead Pastor", email: "jordan@redwoodcoast.example" },
  worshipPastor: { name: "Sam Okafor", role: "Worship Pastor", email: "sam@redwoodcoast.example" },
  familyPastor: { name: "Riley Chen", role: "Family Pastor", email: "riley@redwoodcoast.example" },
  officeManager: { name: "Morgan Diaz", role: "Office Manager", email: officeEmail },
} satisfies Record<string, StaffMember>;

export const church = {
  name: "Redwood Coast Church",
  shortName: "RC",
  tagline: "Sent People with Renovated Lives",
  /** SPEC 1 and 9: every schedule rule and displayed time uses this zone. */
  timeZone: "America/Los_Angeles",
  locale: "en-US",
  streetAddress,
  mailingAddress,
  mapsUrl: mapsSearch(formatAddress(streetAddress)),
  mailingMapsUrl: mapsSearch(formatAddress(mailingAddress)),
  /** SPEC 2.15: the embedded map (Google Maps' keyless embed of a search). */
  mapsEmbedUrl: `https://www.google.com/maps?q=${encodeURIComponent(formatAddress(streetAddress))}&output=embed`,
  phone: { display: "(805) 555-0142", tel: "+18055550142" },
  officeEmail,
  /** SPEC 9: Sunday service at 10:30 am; kids' Sunday also 10:30 am. */
  sundayService: { weekday: 0, hour: 10, minute: 30, label: "Sundays @ 10:30 am" } satisfies ServiceTime,
  /** SPEC 2.6: the staff e-mail table, in order. */
  staffEmails: [staff.leadPastor, staff.worshipPastor, staff.familyPastor, staff.officeManager] satisfies StaffMember[],
  staff,
  /** External pages of the church-management service and elsewhere. */
  links: {
    giving: "https://redwoodcoast.churchcenter.example/giving",
    baptismForm: "https://redwoodcoast.churchcenter.example/people/forms/baptism",
    prayerForm: "https://redwoodcoast.churchcenter.example/people/forms/prayer-request",
    contactForm: "https://redwoodcoast.churchcenter.example/people/forms/contact",
    connectCard: "https://redwoodcoast.churchcenter.example/people/forms/connect-card",
    serveInterestForm: "https://redwoodcoast.churchcenter.example/people/forms/serve",
    groupsList: "https://redwoodcoast.churchcenter.example/groups",
    churchCenter: "https://redwoodcoast.churchcenter.example/home",
    beliefsPdf: "/documents/statements-of-belief.pdf",
    growthTrackRegistration: "https://redwoodcoast.churchcenter.example/registrations/events/growth-track",
    oneDaysRegistration: "https://redwoodcoast.churchcenter.example/registrations/events/one-days",
    worshipPlaylist: "https://music.redwoodcoast.example/this-sunday",
    /** SPEC 2.8: the church-management service's own app, in each store. */
    appStore: "https://apps.apple.com/us/app/church-center-app/id1357742931",
    googlePlay: "https://play.google.com/store/apps/details?id=com.ministrycentered.churchcenter",
    facebook: "https://www.facebook.com/redwoodcoastchurch.example",
    instagram: "https://www.instagram.com/redwoodcoastchurch.example",
  },
} as const;

export type Church = typeof church;
