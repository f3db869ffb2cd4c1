import { z } from "zod";

/**
 * Vimeo API 3.4's shapes (SPEC 7.1), only the fields the site reads (the rest
 * is ignored). The client parses every answer with these; the mapping turns
 * them at once into the site's own types (vimeo-mapping.server.ts).
 */

const pictureSizeSchema = z.object({
  width: z.number(),
  height: z.number(),
  link: z.string(),
  link_with_play_button: z.string().nullish(),
});

const picturesSchema = z.object({ sizes: z.array(pictureSizeSchema).nullish() }).nullish();

export const vimeoAlbumSchema = z.object({
  uri: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  metadata: z.object({
    connections: z.object({
      videos: z.object({ total: z.number().int().nonnegative() }).nullish(),
    }),
  }),
  pictures: picturesSchema,
});

/** One entry of a video's `files` (links that do not expire) or `download` (links valid for about a day, with `expires`). */
export const videoFileSchema = z.object({
  quality: z.string().nullish(),
  rendition: z.string().nullish(),
  type: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  size: z.number().nullish(),
  link: z.string(),
  expires: z.string().nullish(),
});

export const vimeoVideoSchema = z.object({
  uri: z.string(),
  name: z.string(),
  description: z.string().nullish(),
  player_embed_url: z.string().nullish(),
  created_time: z.iso.datetime({ offset: true }),
  pictures: picturesSchema,
  /** Seconds. */
  duration: z.number().nullish(),
  // Present only for tokens with the video_files scope on a paid account.
  files: z.array(videoFileSchema).nullish(),
  download: z.array(videoFileSchema).nullish(),
});

export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    paging: z.object({ next: z.string().nullish() }),
    data: z.array(item),
  });
}

export type VimeoAlbum = z.infer<typeof vimeoAlbumSchema>;
export type VimeoVideo = z.infer<typeof vimeoVideoSchema>;
export type VimeoVideoFile = z.infer<typeof videoFileSchema>;

// Ask Vimeo for only what the site shows: smaller, faster answers.
export const ALBUM_FIELDS = "uri,name,description,metadata.connections.videos.total,pictures.sizes";
export const VIDEO_FIELDS = "uri,name,description,player_embed_url,created_time,pictures.sizes,duration,files,download";
