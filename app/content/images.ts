/**
 * The site's pictures. Each lives in public/images/ as `{path}-{width}.webp`
 * at every width listed. The files in the repository are sample artwork drawn
 * by scripts/make-artwork.mjs; a church replaces them with its own photos
 * (same names and widths) and updates the alt text here.
 */
export interface Artwork {
  path: string;
  widths: readonly number[];
  /** Intrinsic size of the largest file, so the browser reserves the space. */
  width: number;
  height: number;
  alt: string;
}

const wide = [640, 1280, 1920] as const;

function artwork(path: string, [ratioW, ratioH]: [number, number], widths: readonly number[], alt: string): Artwork {
  const width = Math.max(...widths);
  return { path: `/images/${path}`, widths, width, height: Math.round((width * ratioH) / ratioW), alt };
}

/** One file of a picture (the smallest unless a width is given), for a plain `src`. */
export function artworkSrc(image: Artwork, width: number = image.widths[0] ?? image.width): string {
  return `${image.path}-${width}.webp`;
}

export function artworkSrcSet(image: Artwork): string {
  return image.widths.map((width) => `${artworkSrc(image, width)} ${width}w`).join(", ");
}

/** SPEC 2.3 and 9: the home page's five hero pictures. */
export const heroImages: Artwork[] = [
  artwork("hero/coast-sunrise", [16, 9], wide, "Sunrise over the ocean along the Central Coast"),
  artwork("hero/redwood-grove", [16, 9], wide, "A grove of tall redwood trees"),
  artwork("hero/hills-morning", [16, 9], wide, "Green hills near San Luis Obispo in the morning light"),
  artwork("hero/gathering", [16, 9], wide, "Friends gathered on a hillside at sunset"),
  artwork("hero/harbor-evening", [16, 9], wide, "The harbor pier in the evening"),
];

export const cardImages = {
  sermons: artwork("cards/sermons", [3, 2], [480, 960], "People listening to a Sunday message"),
  prayer: artwork("cards/prayer", [3, 2], [480, 960], "A single candle glowing in the dark"),
  whatToExpect: artwork("cards/what-to-expect", [3, 2], [480, 960], "A greeter standing at an open, sunlit door"),
};

export const bannerImages = {
  groups: artwork("banners/groups", [16, 9], wide, "A home group gathered around a table"),
  kids: artwork("banners/kids", [16, 9], wide, "Children playing under bright balloons"),
  youth: artwork("banners/youth", [16, 9], wide, "Students around a campfire under the stars"),
  adults: artwork("banners/adults", [16, 9], wide, "Two friends walking a path through the hills"),
  worship: artwork("banners/worship", [16, 9], wide, "A worship band on a stage under warm lights"),
  visit: artwork("banners/visit", [16, 9], wide, "The church building among redwoods with its door open"),
  easter: artwork("banners/easter", [16, 9], wide, "Sunrise over spring hills with colourful Easter eggs in the grass"),
  christmas: artwork("banners/christmas", [16, 9], wide, "Candles glowing under a starry Christmas Eve sky"),
};

export const staffPhotos = {
  jordanAvery: artwork("staff/jordan-avery", [1, 1], [320, 640], "Portrait of Pastor Jordan Avery"),
  samOkafor: artwork("staff/sam-okafor", [1, 1], [320, 640], "Portrait of Pastor Sam Okafor"),
  rileyChen: artwork("staff/riley-chen", [1, 1], [320, 640], "Portrait of Pastor Riley Chen"),
};

export const galleryImages = {
  eggHunt: artwork("gallery/egg-hunt", [4, 3], [480, 960], "Children hunting for Easter eggs on the lawn"),
  donutWall: artwork("gallery/donut-wall", [4, 3], [480, 960], "The giant donut wall"),
  photoBackdrop: artwork("gallery/photo-backdrop", [4, 3], [480, 960], "A family posing at the flower photo backdrop"),
  worshipMusic: artwork("gallery/worship-music", [4, 3], [480, 960], "The band leading songs on Easter morning"),
  kidsCrafts: artwork("gallery/kids-crafts", [4, 3], [480, 960], "Kids making crafts at a long table"),
  candyTable: artwork("gallery/candy-table", [4, 3], [480, 960], "A table covered in candy"),
  families: artwork("gallery/families", [4, 3], [480, 960], "Families meeting each other on the lawn"),
  sunriseService: artwork("gallery/sunrise-service", [4, 3], [480, 960], "People gathered outdoors at sunrise"),
};

export const sermonThumbnails = {
  visionSunday: artwork("sermons/vision-sunday", [16, 9], [640, 1280], ""),
  sentAndSown: artwork("sermons/sent-and-sown", [16, 9], [640, 1280], ""),
  renovatedLives: artwork("sermons/renovated-lives", [16, 9], [640, 1280], ""),
};

/** Resource covers are decorative: each link is named by its title. */
export function resourceCover(kind: "book" | "podcast" | "video" | "app", index: number): Artwork {
  const ratio: [number, number] = kind === "book" ? [2, 3] : kind === "video" ? [16, 9] : [1, 1];
  const widths = kind === "video" ? [400, 800] : [200, 400];
  return artwork(`resources/${kind}-${index}`, ratio, widths, "");
}
