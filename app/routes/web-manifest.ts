import { defaultLanguage, siteLanguages } from "~/i18n/content-language";
import type { Route } from "./+types/web-manifest";

/**
 * The web app manifest, one per language (issue 17; issue 44: the church as
 * an installed app): `/manifest.webmanifest` and `/es/manifest.webmanifest`.
 * The church's name, colours and icons come from its content folder (the
 * name as the language's translation of church.yaml writes it), so "Add to
 * Home Screen" shows the church, not the code; the app opens the home page
 * in the language it was added in. Each language's app has its own `id`, so a
 * Spanish app stays Spanish whichever page the browser last read a manifest on.
 * Its scope is the whole site: a link to the other language stays in the app.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { church, brand } = context.content;
  const language = context.language ?? defaultLanguage(context.content);
  const home = language === siteLanguages(context.content).default ? "/" : `/${language}/`;
  const manifest = {
    id: home,
    name: church.name,
    short_name: church.shortName ?? church.name,
    description: church.description,
    lang: `${language}-${church.locale.country}`,
    dir: "ltr",
    start_url: home,
    scope: "/",
    display: "standalone",
    theme_color: brand.themeColor,
    background_color: brand.colors.surface,
    icons: [
      { src: brand.images["icon-192"], type: "image/png", sizes: "192x192", purpose: "any" },
      { src: brand.images["icon-512"], type: "image/png", sizes: "512x512", purpose: "any" },
      { src: brand.images["icon-maskable-512"], type: "image/png", sizes: "512x512", purpose: "maskable" },
      ...(brand.logo.type === "image/svg+xml"
        ? [{ src: brand.logo.path, type: brand.logo.type, sizes: "any", purpose: "any" }]
        : []),
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
