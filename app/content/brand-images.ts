/**
 * The pictures the site draws from a church's brand (app/server/brand-images.server.ts):
 * their sizes, and their addresses, which carry a hash of what they are drawn
 * from (name, tagline, colours, logo), so a change gives them new addresses.
 */
export const BRAND_IMAGES = {
  "share-card": { width: 1200, height: 630, type: "jpeg" },
  podcast: { width: 3000, height: 3000, type: "jpeg" },
  "icon-32": { width: 32, height: 32, type: "png" },
  "icon-180": { width: 180, height: 180, type: "png" },
  "icon-192": { width: 192, height: 192, type: "png" },
  "icon-512": { width: 512, height: 512, type: "png" },
  // Android's adaptive icon (issue 44): drawn to the edges, the logo inside the safe zone a launcher never crops.
  "icon-maskable-512": { width: 512, height: 512, type: "png" },
  // The small mark in an Android phone's status bar beside a notification: the logo's shape, white on nothing.
  "badge-96": { width: 96, height: 96, type: "png" },
} as const;
export type BrandImageKind = keyof typeof BRAND_IMAGES;

export function brandImagePaths(key: string): Record<BrandImageKind, string> {
  return Object.fromEntries(
    (Object.keys(BRAND_IMAGES) as BrandImageKind[]).map((kind) => [
      kind,
      `/brand/${kind}-${key}.${BRAND_IMAGES[kind].type === "jpeg" ? "jpg" : "png"}`,
    ]),
  ) as Record<BrandImageKind, string>;
}
