import { resourceCover, type Artwork } from "./images";

/** SPEC 2.14 and 9: 12 books, 3 podcasts, 2 videos, 6 mobile apps. */
export interface Resource {
  title: string;
  /** Author, host or maker. */
  by: string;
  href: string;
  cover: Artwork;
}

export interface ResourceSection {
  heading: string;
  kind: "book" | "podcast" | "video" | "app";
  items: Resource[];
}

function bookSearch(title: string): string {
  return `https://bookshop.org/search?keywords=${encodeURIComponent(title)}`;
}

const books: [string, string][] = [
  ["The Ruthless Elimination of Hurry", "John Mark Comer"],
  ["Mere Christianity", "C. S. Lewis"],
  ["Renovation of the Heart", "Dallas Willard"],
  ["The Prodigal God", "Timothy Keller"],
  ["Gentle and Lowly", "Dane Ortlund"],
  ["Celebration of Discipline", "Richard J. Foster"],
  ["The Forgotten Ways", "Alan Hirsch"],
  ["Life Together", "Dietrich Bonhoeffer"],
  ["Emotionally Healthy Spirituality", "Peter Scazzero"],
  ["Surprised by Hope", "N. T. Wright"],
  ["The Good and Beautiful God", "James Bryan Smith"],
  ["Prayer", "Timothy Keller"],
];

export const resourceSections: ResourceSection[] = [
  {
    heading: "Books",
    kind: "book",
    items: books.map(([title, by], index) => ({ title, by, href: bookSearch(title), cover: resourceCover("book", index + 1) })),
  },
  {
    heading: "Podcasts",
    kind: "podcast",
    items: [
      { title: "BibleProject Podcast", by: "Tim Mackie and Jon Collins", href: "https://bibleproject.com/podcasts/the-bible-project-podcast/", cover: resourceCover("podcast", 1) },
      { title: "Rule of Life Podcast", by: "Practicing the Way", href: "https://www.practicingtheway.org/podcast", cover: resourceCover("podcast", 2) },
      { title: "The Holy Post", by: "Phil Vischer and Skye Jethani", href: "https://www.holypost.com/podcast", cover: resourceCover("podcast", 3) },
    ],
  },
  {
    heading: "Videos",
    kind: "video",
    items: [
      { title: "BibleProject book overviews", by: "BibleProject", href: "https://bibleproject.com/explore/book-overviews/", cover: resourceCover("video", 1) },
      { title: "Practicing the Way course", by: "Practicing the Way", href: "https://www.practicingtheway.org/course", cover: resourceCover("video", 2) },
    ],
  },
  {
    heading: "Mobile apps",
    kind: "app",
    items: [
      { title: "Bible App", by: "YouVersion", href: "https://www.youversion.com/the-bible-app", cover: resourceCover("app", 1) },
      { title: "Church Center", by: "Planning Center", href: "https://www.churchcenter.com/", cover: resourceCover("app", 2) },
      { title: "Lectio 365", by: "24-7 Prayer", href: "https://www.24-7prayer.com/resource/lectio-365/", cover: resourceCover("app", 3) },
      { title: "Pray as you go", by: "Jesuit Media Initiatives", href: "https://pray-as-you-go.org/", cover: resourceCover("app", 4) },
      { title: "Dwell: Audio Bible", by: "Dwell", href: "https://dwellbible.com/", cover: resourceCover("app", 5) },
      { title: "BibleProject app", by: "BibleProject", href: "https://bibleproject.com/app/", cover: resourceCover("app", 6) },
    ],
  },
];

export const resourcesPage = {
  title: "Resources",
  description: "Books, podcasts, videos and mobile apps our church recommends for growing in faith.",
  intro: "Books, podcasts, videos and apps we love. Each opens on the publisher's or maker's own site.",
};

