// A year of visits for `npm run bench:insights` (issue 47): a large church at a million page views a
// month, more on Sundays, three times as many in Easter week. Each view is drawn (its page, its visitor, where
// it came from, its device) and the day's views are added up as the counter adds them (a page's views and
// visitors, the site's, each device's and language's, the views that came in from a site or a campaign, at
// most 500 such rows a day, the steps), then written with the counter's own write (addCounts). Drawn from a
// seeded generator, so every run makes the same year: a measurement, not a test.
import { addDays, dayNumber, weekdayOf } from "~/lib/insight-range";
import { addCounts, emptyDeltas } from "~/features/insights/insights-store.server";

/** As the counter: distinct (site, campaign, page) rows a day, the rest in one "(other)" row. */
const MAX_ENTRY_ROWS_A_DAY = 500;

/** mulberry32: a small seeded generator, the same numbers every run. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CONTENT_PAGES = [
  "/",
  "/about",
  "/visit",
  "/events",
  "/watch",
  "/give",
  "/groups",
  "/contact",
  "/easter",
  "/christmas",
  "/ministries/kids",
  "/ministries/youth",
  "/ministries/adults",
  "/ministries/worship",
  "/ministries/serve",
  "/connect",
  "/resources",
  "/baptism",
  "/privacy",
  "/watch/live",
  "/watch/search",
  "/forms/prayer",
  "/forms/contact",
  "/plan-visit",
];
const SERMONS = Array.from({ length: 600 }, (_, index) => `/message/sermon-${index + 1}`);
const SERIES = Array.from({ length: 60 }, (_, index) => `/series/series-${index + 1}`);
const PATHS = [...CONTENT_PAGES, ...SERIES, ...SERMONS].flatMap((path) => [path, `/es${path === "/" ? "/" : path}`]);
const SITES = [
  "google.com",
  "facebook.com",
  "instagram.com",
  "bing.com",
  "youtube.com",
  "duckduckgo.com",
  ...Array.from({ length: 400 }, (_, index) => `blog-${index}.example.org`),
];
const CAMPAIGNS = ["instagram", "facebook", "newsletter", "flyer", "easter-card", "bulletin"];
const DEVICES = ["phone", "phone", "phone", "desktop", "desktop", "tablet"];

/** Zipf-like: the first pages far more often than the long tail of sermons. */
function pathPicker(random) {
  const weights = PATHS.map((_, index) => 1 / (index + 3) ** 0.9);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const cumulative = [];
  let running = 0;
  for (const weight of weights) cumulative.push((running += weight / total));
  return () => {
    const point = random();
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle] < point) low = middle + 1;
      else high = middle;
    }
    return PATHS[low];
  };
}

/** Views of each day of the year from `first`: a million a month, Sundays twice a weekday, Easter week three times. */
function viewsByDay(first, days, easter) {
  const weights = Array.from({ length: days }, (_, index) => {
    const day = addDays(first, index);
    const easterWeek = Math.abs(dayNumber(day) - dayNumber(easter)) <= 3 ? 3 : 1;
    return (weekdayOf(day) === 0 ? 2 : 1) * easterWeek;
  });
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => Math.round(((1_000_000 * 12 * days) / 365) * (weight / total)));
}

export function countYear({ first, days = 365, easter, onDay = () => {} }) {
  const random = generator(47);
  const pickPath = pathPicker(random);
  const views = viewsByDay(first, days, easter);
  let counted = 0;
  for (let index = 0; index < days; index += 1) {
    const day = addDays(first, index);
    const deltas = emptyDeltas();
    const seen = new Set();
    const add = (map, key, visitor) => {
      const row = map.get(key) ?? { views: 0, visitors: 0 };
      row.views += 1;
      if (visitor) row.visitors += 1;
      map.set(key, row);
    };
    const firstSeen = (scope, visitor) => !seen.has(`${scope} ${visitor}`) && seen.add(`${scope} ${visitor}`);
    const addOne = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);
    // About 2.6 pages a visitor.
    const visitors = Math.max(1, Math.round(views[index] / 2.6));
    for (let view = 0; view < views[index]; view += 1) {
      const visitor = Math.floor(random() * visitors);
      const path = pickPath();
      const device = DEVICES[visitor % DEVICES.length];
      const language = path.startsWith("/es/") ? "es" : "en";
      add(deltas.pages, `${day}\t${path}`, firstSeen(path, visitor));
      add(deltas.traits, `${day}\tall\t`, firstSeen("", visitor));
      add(deltas.traits, `${day}\tdevice\t${device}`, firstSeen(device, visitor));
      add(deltas.traits, `${day}\tlanguage\t${language}`, firstSeen(language, visitor));
      const roll = random();
      if (roll >= 0.45) {
        const source = roll < 0.7 ? "" : SITES[Math.floor(random() ** 3 * SITES.length)];
        const campaign = random() < 0.05 ? CAMPAIGNS[Math.floor(random() * CAMPAIGNS.length)] : "";
        const key = `${day}\t${source}\t${campaign}\t${path}`;
        const room = deltas.entries.has(key) || deltas.entries.size < MAX_ENTRY_ROWS_A_DAY;
        addOne(deltas.entries, room ? key : `${day}\t(other)\t\t${path}`);
      }
      if (path.includes("/message/") && random() < 0.3 && firstSeen(`play ${path}`, visitor)) {
        addOne(deltas.steps, `${day}\tplay\t\t${path}`);
      }
      counted += 1;
    }
    for (let step = 0; step < Math.round(views[index] / 400); step += 1) {
      const kind = ["visit-plan", "sign-up", "form-send", "newsletter"][step % 4];
      addOne(deltas.steps, `${day}\t${kind}\t${kind === "form-send" ? "prayer" : ""}\t${CONTENT_PAGES[step % 12]}`);
    }
    addCounts(deltas);
    onDay(day, counted);
  }
  return counted;
}
