import { church } from "~/content/church";
import { staffPhotos, type Artwork } from "~/content/images";
import type { SinceDate } from "~/lib/years-since";

export interface Value {
  name: string;
  text: string;
}

export interface PastorBio {
  name: string;
  role: string;
  photo: Artwork;
  /** The bio counts years from here (SPEC 2.4: month and day default to 1). */
  since: SinceDate;
  bio: (years: number) => string;
}

const { leadPastor: lead, worshipPastor: worship, familyPastor: family } = church.staff;

/** SPEC 2.4. */
export const aboutPage = {
  description: `Who ${church.name} is: our mission, our five values, what we believe and the pastors who serve.`,
  intro: `${church.name} has gathered in ${church.streetAddress.city} since 1998. We are a mix of students, families, retirees and everyone in between.`,
  valuesHeading: "Our values",
  values: [
    { name: "Transformational", text: "We expect Jesus to change us, one honest step at a time." },
    { name: "Relational", text: "Faith grows best among friends who know each other's names and stories." },
    { name: "Intergenerational", text: "Kids, students and grandparents learn from each other every week." },
    { name: "Missional", text: "We are sent into our neighbourhoods, schools and workplaces to love people well." },
    { name: "Generous", text: "We give our time, money and homes freely, because we have been given much." },
  ] satisfies Value[],
  beliefs: {
    heading: "What we believe",
    text: "Our statements of belief set out what we hold in common with Christians everywhere.",
    linkLabel: "Read our statements of belief (PDF, 1 page)",
  },
  staffHeading: "Our pastors",
  pastors: [
    {
      name: lead.name,
      role: lead.role,
      photo: staffPhotos.jordanAvery,
      since: { year: 2009 },
      bio: (years) => `Jordan has led ${church.name} for ${years} years. He loves long runs on the coast trail, good tacos and helping people read the Bible for themselves.`,
    },
    {
      name: worship.name,
      role: worship.role,
      photo: staffPhotos.samOkafor,
      since: { year: 2015, month: 9 },
      bio: (years) => `Sam has led our worship arts for ${years} years. Sam writes songs, trains young musicians and never says no to a jam session.`,
    },
    {
      name: family.name,
      role: family.role,
      photo: staffPhotos.rileyChen,
      since: { year: 2018 },
      bio: (years) => `Riley has cared for our kids and families for ${years} years, building a team of volunteers who make Sunday the best hour of a child's week.`,
    },
  ] satisfies PastorBio[],
};
