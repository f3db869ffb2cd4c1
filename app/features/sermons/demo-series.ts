/**
 * The demo church's sermon series, as a church would have them on Vimeo: seven
 * showcases (one preached in Spanish, one short of pictures, one from before the account had
 * video files) and an empty one being prepared. demo-sermons.ts writes them
 * in Vimeo's shapes.
 */

export interface DemoSeries {
  id: number;
  name: string;
  description: string | null;
  /** Sizes of the artwork to list (Vimeo lists up to seven; some albums fewer). */
  pictureWidths: number[];
  /**
   * The artwork's file in public/images/sermons/ (without ".svg"), where the name's slug would make a poor
   * file name ("Vida de oración" slugs to "vida-de-oraci-n", SPEC 2.1); the slug otherwise.
   */
  artwork?: string;
  /** Sunday (yyyy-mm-dd) of the last sermon; the others fall weekly before it. */
  lastSunday: string;
  sermons: { name: string; description: string | null; noPicture?: boolean }[];
  /** Older uploads, from before the account exposed video files: no podcast enclosure. */
  noFiles?: boolean;
}

const FULL_SIZES = [100, 200, 295, 640, 960, 1280];

const markChapters = [
  "The Beginning of the Good News",
  "Authority to Forgive",
  "Parables of the Kingdom",
  "Calming the Storm",
  "A Prophet Without Honour",
  "Feeding the Five Thousand",
  "Clean and Unclean",
  "Who Do You Say I Am?",
  "The Transfiguration",
  "The First Will Be Last",
  "The Triumphal Entry",
  "The Greatest Commandment",
  "Watch and Pray",
  "Gethsemane",
  "The Trial",
  "He Is Risen",
];

/**
 * A showcase with every picture size whose sermons are named "<prefix>: <title>",
 * each with its passage (or null for none), a week apart up to `lastSunday`.
 */
function showcase(
  series: Pick<DemoSeries, "id" | "name" | "description" | "lastSunday" | "artwork">,
  prefix: string,
  sermons: [title: string, description: string | null][],
): DemoSeries {
  return {
    ...series,
    pictureWidths: FULL_SIZES,
    sermons: sermons.map(([title, description]) => ({ name: `${prefix}: ${title}`, description })),
  };
}

export const demoSeries: DemoSeries[] = [
  {
    id: 1100001,
    name: "Renovated Lives",
    description:
      "What does it look like when God rebuilds a life from the foundations up?\n\nA six-week series on grace that changes how we live, work and love.\nListen again or share it: https://vimeo.com/showcase/1100001",
    pictureWidths: FULL_SIZES,
    lastSunday: "2026-11-15",
    sermons: [
      {
        name: "Renovated Lives: Tearing Down",
        description: "Some walls have to come down before anything new can go up.\n\nRomans 12:1-2",
      },
      { name: "Renovated Lives: A New Foundation", description: "1 Corinthians 3:10-15" },
      { name: "Renovated Lives: Load-Bearing Walls", description: null },
      {
        name: "Renovated Lives: Windows and Light",
        description: "Ephesians 5:8-14\nNotes: https://example.org/notes/windows",
      },
      { name: "Renovated Lives: Open Doors", description: "Hospitality as a way of life.", noPicture: true },
      { name: "Renovated Lives: Moving In", description: "John 14:23" },
    ],
  },
  showcase(
    {
      id: 1100002,
      name: "Sent & Sown",
      description: "Parables of seeds, soil and harvest, and what they say about being sent.",
      lastSunday: "2026-09-27",
    },
    "Sent & Sown",
    [
      ["Sent with Abundance", "Mark 4:1-20"],
      ["The Mustard Seed", "Mark 4:30-32"],
      ["Growing in Secret", null],
      ["The Harvest Is Plentiful", "Matthew 9:35-38"],
    ],
  ),
  {
    id: 1100003,
    name: "The Gospel of Mark",
    description: "Thirty weeks walking with Jesus through the shortest gospel.",
    pictureWidths: FULL_SIZES,
    lastSunday: "2026-08-30",
    sermons: Array.from({ length: 30 }, (_, index) => ({
      name: `Mark ${index + 1}: ${markChapters[index % markChapters.length]}${index >= markChapters.length ? " (Part 2)" : ""}`,
      description: `Mark, week ${index + 1}.`,
    })),
  },
  showcase(
    {
      id: 1100004,
      name: "Foundations",
      description: "The basics of the faith, for newcomers and long-timers alike.",
      lastSunday: "2026-02-01",
    },
    "Foundations",
    [
      ["Renovated Lives", "Where it all begins."],
      ["Prayer", "Matthew 6:5-15"],
      ["Scripture", "2 Timothy 3:16-17"],
      ["Community", "Acts 2:42-47"],
      ["Sent", "John 20:21"],
    ],
  ),
  {
    id: 1100005,
    name: "Psalms for the Summer",
    description: null,
    // A short picture list: the pages fall back to the nearest size.
    pictureWidths: [100, 200],
    lastSunday: "2025-08-31",
    noFiles: true,
    sermons: [
      { name: "Psalm 1: Planted by Streams", description: null },
      { name: "Psalm 23: The Lord Is My Shepherd", description: "Psalm 23" },
      { name: "Psalm 46: Be Still", description: "Psalm 46" },
      { name: "Psalm 139: Fully Known", description: "Psalm 139" },
    ],
  },
  showcase(
    {
      id: 1100006,
      name: "Advent: Waiting Well",
      description: "Four Sundays of hope, peace, joy and love.",
      lastSunday: "2025-12-21",
    },
    "Advent",
    [
      ["Hope", "Isaiah 9:2-7"],
      ["Peace", "Luke 2:8-14"],
      ["Joy", "Luke 1:39-56"],
      ["Love", "John 3:16-17"],
    ],
  ),
  showcase(
    {
      id: 1100008,
      name: "Vida de oración",
      artwork: "vida-de-oracion",
      description: "Cuatro domingos para aprender a orar juntos, en el servicio en español.",
      lastSunday: "2026-10-25",
    },
    "Vida de oración",
    [
      ["El Padre Nuestro", "Mateo 6:9-13"],
      ["Orar sin cesar", "1 Tesalonicenses 5:16-18"],
      ["La oración de Ana", "1 Samuel 1:9-20"],
      ["Getsemaní", "Marcos 14:32-42"],
    ],
  ),
  {
    id: 1100007,
    name: "Coming Soon: Acts",
    description: "An empty showcase, as a church has while a series is being prepared: never shown.",
    pictureWidths: FULL_SIZES,
    lastSunday: "2027-01-03",
    sermons: [],
  },
];
