import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useMatches,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import { useEffect, type ReactNode } from "react";
import type { Route } from "./+types/root";
import { DeferredScripts } from "~/components/layout/deferred-scripts";
import { NewsletterSignup } from "~/components/layout/newsletter-signup";
import { SiteFooter } from "~/components/layout/site-footer";
import { ShareTags } from "~/components/layout/share-tags";
import { SiteNav, type NavVariant } from "~/components/layout/site-nav";
import { church } from "~/content/church";
import { pageMeta } from "~/lib/meta";
import { siteOrigin } from "~/server/text-response.server";
// One stylesheet for the shell (site.css imports the others), so every page
// waits on one render-blocking request for it.
import siteStyles from "~/styles/site.css?url";

/** What a route may put in its `handle` to style the shared navigation bar. */
export interface RouteHandle {
  nav?: { variant?: NavVariant; floating?: boolean };
  /**
   * The staff area (routes/admin/, issue 18) brings its own shell and
   * stylesheet: none of the public site's navigation, scripts or styles.
   */
  staffArea?: boolean;
}

function useStaffArea(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.staffArea);
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: siteStyles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// SPEC 2.1: the title defaults to the church name.
export const meta = () =>
  pageMeta(undefined, `${church.name}, ${church.streetAddress.city}. ${church.sundayService.label}.`);

export function loader({ context, request }: Route.LoaderArgs) {
  // The origin makes canonical and share URLs absolute (issue 9).
  return { now: context.now, origin: siteOrigin(request) };
}

export function Layout({ children }: { children: ReactNode }) {
  if (useStaffArea()) {
    return (
      <html lang="en">
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <Meta />
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        </head>
        <body>{children}</body>
      </html>
    );
  }
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#173f73" />
        <Meta />
        <ShareTags />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <DeferredScripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const navigation = useNavigation();
  const matches = useMatches();
  const navStyle = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.nav)
    .find(Boolean);
  // SPEC 2.1: the sign-up and footer hide while a navigation is in progress.
  const navigating = navigation.state !== "idle";
  // Passive, so it runs after React Router's scroll restoration (a layout
  // effect) in the commit that ends a navigation: that restoration jumps.
  useEffect(() => {
    document.documentElement.dataset.routeChange = String(navigating);
  }, [navigating]);
  const now = rootData?.now ?? Date.now();

  return (
    <>
      <SiteNav variant={navStyle?.variant} floating={navStyle?.floating} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {/* visibility, not display: the page keeps its height, so the scroll position
          recorded for the back button is not cut short and nothing jumps. */}
      <div className="after-page" data-navigating={navigating}>
        <NewsletterSignup />
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Shell>
      <title>{notFound ? `${church.name}: Page not found` : `${church.name}: Something went wrong`}</title>
      <div className="page container">
        <h1>{notFound ? "We couldn't find that page" : "Something went wrong"}</h1>
        <p>
          {notFound
            ? "The page may have moved. Everything else is still here."
            : "Sorry, this page didn't load. Please try again in a moment."}
        </p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </Shell>
  );
}
