// Generated sermons for the search budgets (issue 10): deterministic, in the site's own cached shapes.
export const SERIES = 105;
export const SERMONS_PER_SERIES = 20;
/** About a 25-minute sermon's worth of words. */
export const TRANSCRIPT_WORDS = 3000;

const books = [
  "Genesis",
  "Exodus",
  "Psalm",
  "Isaiah",
  "Matthew",
  "Mark",
  "Luke",
  "John",
  "Acts",
  "Romans",
  "1 Corinthians",
  "Ephesians",
  "Hebrews",
  "James",
  "Revelation",
];
const themes = [
  "grace",
  "hope",
  "forgiveness",
  "prayer",
  "justice",
  "mercy",
  "courage",
  "peace",
  "joy",
  "wisdom",
  "faith",
  "love",
  "rest",
  "generosity",
  "patience",
  "community",
  "calling",
  "lament",
  "healing",
  "worship",
];
const common =
  "the and of to a in that is was he for it with as his on be at by i this had not are but from or have an they which one you were her all she there would their we him been has when who will more no if out so said what up its about into than them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three".split(
    " ",
  );

/** A small deterministic generator: the same data every run, no Math.random. */
function sequence(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * [cache key, value] pairs in the shapes the sermon cache stores (SeriesSummary[], Sermon[], Transcript),
 * under its keys (app/features/sermons/sermons.server.ts: `sermons:<mode>:v2:` for series, `sermons:<mode>:transcript:`).
 */
export function generateSearchData() {
  const next = sequence(10);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const words = (count) => Array.from({ length: count }, () => (next() < 0.04 ? pick(themes) : pick(common))).join(" ");
  const picture = (slug) => [{ src: `/images/sermons/${slug}.svg`, width: 295, height: 166 }];
  const start = Date.parse("2005-01-02T18:30:00Z");
  const entries = [];
  const seriesList = [];
  for (let s = 0; s < SERIES; s += 1) {
    const name = `${pick(themes)[0].toUpperCase()}${pick(themes).slice(1)} and ${pick(themes)} ${s + 1}`;
    const slug = name.toLowerCase().replace(/\W+/g, "-");
    const uri = `/users/1/albums/${700000 + s}`;
    seriesList.push({
      uri,
      slug,
      name,
      description: `A series on ${pick(themes)} and ${pick(themes)}. ${words(40)}`,
      videoCount: SERMONS_PER_SERIES,
      pictures: picture(slug),
    });
    const sermons = [];
    for (let n = 0; n < SERMONS_PER_SERIES; n += 1) {
      const index = s * SERMONS_PER_SERIES + n;
      const sermonName = `${name}: ${pick(themes)} in ${pick(books)} ${1 + Math.floor(next() * 5)}`;
      const sermonSlug = `${sermonName.toLowerCase().replace(/\W+/g, "-")}-${index}`;
      const sermonUri = `/videos/${800000000 + index}`;
      sermons.push({
        uri: sermonUri,
        slug: sermonSlug,
        name: sermonName,
        description: `${pick(books)} ${1 + Math.floor(next() * 4)}:${1 + Math.floor(next() * 20)}-${21 + Math.floor(next() * 10)}\n\n${words(60)}`,
        embedUrl: `https://player.vimeo.com/video/${800000000 + index}`,
        date: start + index * 7 * 86_400_000,
        pictures: picture(sermonSlug),
        duration: 1800 + Math.floor(next() * 1200),
        mediaFile: null,
      });
      const paragraphs = [];
      for (let p = 0; p < TRANSCRIPT_WORDS / 100; p += 1) paragraphs.push({ start: p * 40, text: words(100) });
      entries.push([`sermons:demo:transcript:${sermonUri}`, { language: "en", paragraphs }]);
    }
    entries.push([`sermons:demo:v2:series:${uri}`, sermons]);
  }
  entries.push(["sermons:demo:v2:series-list", seriesList]);
  return entries;
}
