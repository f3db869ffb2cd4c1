import type { Route } from "./+types/web-manifest";

/**
 * The web app manifest (issue 17): the church's name, colours and icons from
 * its content folder, so "Add to Home Screen" shows the church, not the code.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { church, brand } = context.content;
  const manifest = {
    name: church.name,
    short_name: church.shortName ?? church.name,
    description: church.description,
    lang: church.locale.tag,
    start_url: "/",
    scope: "/",
    display: "browser",
    theme_color: brand.themeColor,
    background_color: brand.colors.surface,
    icons: [
      { src: brand.images["icon-192"], type: "image/png", sizes: "192x192" },
      { src: brand.images["icon-512"], type: "image/png", sizes: "512x512" },
      ...(brand.logo.type === "image/svg+xml" ? [{ src: brand.logo.path, type: brand.logo.type, sizes: "any" }] : []),
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
