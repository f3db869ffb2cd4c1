import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { ReactNode } from "react";
import type { Route } from "./+types/root";
import { ElementScript } from "~/components/layout/element-script";
import { NewsletterSignup } from "~/components/layout/newsletter-signup";
import { isNoticePage, NotificationNote } from "~/components/layout/notification-note";
import { SiteAlerts } from "~/components/layout/site-alerts";
import { UntranslatedNote } from "~/components/layout/untranslated-note";
import { SiteFooter } from "~/components/layout/site-footer";
import { ShareTags } from "~/components/layout/share-tags";
import { LanguageAlternates } from "~/components/layout/language-links";
import { SiteNav, type NavVariant } from "~/components/layout/site-nav";
import { SpeculationRules } from "~/components/layout/speculation-rules";
import { VisitBeacon } from "~/components/layout/visit-beacon";
import { siteView } from "~/content/site";
import { defaultLanguage, siteLanguages } from "~/i18n/content-language";
import type { Language } from "~/i18n/languages";
import { useSite } from "~/hooks/use-site";
import { metaT, pageMeta } from "~/lib/meta";
import { useT } from "~/hooks/use-t";
import { translator } from "~/i18n/translate";
import type { ElementEntry } from "~/lib/element-entries";
import { getEnv } from "~/server/env.server";
import { elementScripts } from "~/server/element-bundles.server";
import { siteOrigin } from "~/server/text-response.server";
// One stylesheet for the shell (site.css imports the others), so every page
// waits on one render-blocking request for it.
import siteStyles from "~/styles/site.css?url";

/** How a page styles the shared navigation bar: a route's `handle`, or a content page's loader data. */
export interface NavStyle {
  variant?: NavVariant;
  floating?: boolean;
}
/** What a route may put in its `handle`: the navigation bar's style, and which script its pages load. */
export interface RouteHandle {
  nav?: NavStyle;
  /**
   * The staff area (routes/admin/, issue 18) brings its own shell and
   * stylesheet: none of the public site's navigation, scripts or styles.
   */
  staffArea?: boolean;
  /** The bundle of app/elements/ its pages load (app/lib/element-entries.ts); "public" unless said. */
  elements?: ElementEntry;
  /** A content page not yet translated into the page's language: the language its text is in (decision 041). */
  textLanguage?: Language;
  /** A page with no newsletter sign-up above its footer: the offline page, shown when no form can be sent. */
  withoutNewsletter?: boolean;
}

/** "/es" on a page in another language than the default, "" in the default language (issue 27). */
function languagePrefixOf(root: { language: Language; languages: { default: Language } } | undefined): string {
  return root && root.language !== root.languages.default ? `/${root.language}` : "";
}

function useStaffArea(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.staffArea);
}

/** The deepest matched route's say on `key`, in its handle or (a content page's style) its loader data. */
function fromMatches<Key extends keyof RouteHandle>(matches: ReturnType<typeof useMatches>, key: Key) {
  return [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.[key] ?? (match.data as RouteHandle | undefined)?.[key])
    .find(Boolean);
}

export const links: LinksFunction = () => [{ rel: "stylesheet", href: siteStyles }];

// SPEC 2.1: the title defaults to the church name.
// When a page fails, the root's error boundary draws it and only this meta runs: its title says what happened.
export const meta = (args: Route.MetaArgs) =>
  pageMeta(
    args,
    args.error
      ? metaT(args)(
          isRouteErrorResponse(args.error) && args.error.status === 404
            ? "errors.notFound.title"
            : "errors.failed.title",
        )
      : undefined,
    args.data?.site.church.description ?? "",
  );

export function loader({ context, request }: Route.LoaderArgs) {
  // The origin makes canonical and share URLs absolute (issue 9).
  const origin = siteOrigin(request);
  const language = context.language ?? defaultLanguage(context.content);
  const { t } = translator(language, context.content.church.locale.country);
  return {
    site: siteView(context.content, getEnv().modes, context.now, origin, t),
    now: context.now,
    origin,
    scripts: elementScripts(),
    language,
    // Every language the site speaks: the hreflang links and the language switch (issue 27).
    languages: siteLanguages(context.content),
    // A page a notification opened (issue 44): where to change them, above the page.
    ...(isNoticePage(request.url) ? { notice: true as const } : {}),
    // A staff member's preview of a draft (issue 18): no speculative loads of other pages.
    ...(context.preview ? { preview: true as const } : {}),
  };
}

/**
 * The document. React renders it on the server only: the browser gets no
 * React and no router, and every interactive part is a custom element from
 * the one script loaded at the end, which enhances markup that already works
 * without it (docs/decisions/024).
 */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const entry = fromMatches(useMatches(), "elements") ?? "public";
  const site = root?.site;
  const script = root?.scripts[entry];
  if (useStaffArea()) {
    return (
      <html lang={site?.church.locale.tag ?? "en"}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          {site ? <link rel="icon" href={site.brand.logo.path} type={site.brand.logo.type} /> : null}
        </head>
        <body>{children}</body>
      </html>
    );
  }
  // The page's language, in the church's country ("es-US"): issue 27.
  const lang = site && root ? `${root.language}-${site.church.locale.country}` : "en";
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {site ? <meta name="theme-color" content={site.brand.themeColor} /> : null}
        <Meta />
        <ShareTags />
        <LanguageAlternates />
        <Links />
        {site ? (
          <>
            {/* The church's colours and fonts (brand.yaml), read by every stylesheet. */}
            <style dangerouslySetInnerHTML={{ __html: site.brand.css }} />
            <link rel="icon" href={site.brand.logo.path} type={site.brand.logo.type} />
            <link rel="icon" href={site.brand.images["icon-32"]} type="image/png" sizes="32x32" />
            <link rel="apple-touch-icon" href={site.brand.images["icon-180"]} />
            {/* The app in the page's language (issue 44): its name, and the home page it opens. */}
            <link rel="manifest" href={`${languagePrefixOf(root)}/manifest.webmanifest`} />
          </>
        ) : null}
      </head>
      <body>
        {children}
        {root?.preview ? null : <SpeculationRules />}
        {/* Insights' count of the page once it is shown (issue 47); never a staff member's preview. */}
        {root?.preview || !site?.church.insights.count ? null : <VisitBeacon />}
        {script && <ElementScript src={script} />}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const navStyle = fromMatches(useMatches(), "nav");
  const textLanguage = fromMatches(useMatches(), "textLanguage");
  const withoutNewsletter = fromMatches(useMatches(), "withoutNewsletter");
  const now = rootData?.now ?? Date.now();
  const site = useSite();

  return (
    <>
      <SiteAlerts site={site} />
      {rootData?.notice ? <NotificationNote /> : null}
      <UntranslatedNote textLanguage={textLanguage} />
      {/* The frame holds a floating navigation bar below the notices. */}
      <div className="site-frame">
        <SiteNav variant={navStyle?.variant} floating={navStyle?.floating} renderedAt={now} />
        {/* Not lang={textLanguage}: an untranslated page marks the church's words, not the site's interface (issue 36). */}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {site.features.newsletter && !withoutNewsletter ? <NewsletterSignup /> : null}
        <SiteFooter now={now} />
      </div>
    </>
  );
}

export default function App() {
  if (useStaffArea()) return <Outlet />;
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <div className="page container">
        <h1>{t(notFound ? "errors.notFound.heading" : "errors.failed.heading")}</h1>
        <p>{t(notFound ? "errors.notFound.text" : "errors.failed.text")}</p>
        <p>
          <Link to="/">{t("errors.homeLink")}</Link>
        </p>
      </div>
    </Shell>
  );
}
