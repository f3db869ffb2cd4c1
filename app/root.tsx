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
import { SiteFooter } from "~/components/layout/site-footer";
import { ShareTags } from "~/components/layout/share-tags";
import { SiteNav, type NavVariant } from "~/components/layout/site-nav";
import { SpeculationRules } from "~/components/layout/speculation-rules";
import { church } from "~/content/church";
import { pageMeta } from "~/lib/meta";
import type { ElementEntry } from "~/lib/element-entries";
import { elementScripts } from "~/server/element-bundles.server";
import { siteOrigin } from "~/server/text-response.server";
// One stylesheet for the shell (site.css imports the others), so every page
// waits on one render-blocking request for it.
import siteStyles from "~/styles/site.css?url";

/** What a route may put in its `handle`: the shared navigation bar's style, and which script its pages load. */
export interface RouteHandle {
  nav?: { variant?: NavVariant; floating?: boolean };
  /** The bundle of app/elements/ its pages load (app/lib/element-entries.ts); "public" unless said. */
  elements?: ElementEntry;
}

/** The deepest matched route's say on `key`. */
function handleOf<Key extends keyof RouteHandle>(matches: ReturnType<typeof useMatches>, key: Key): RouteHandle[Key] {
  return [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.[key])
    .find(Boolean);
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
  return { now: context.now, origin: siteOrigin(request), scripts: elementScripts() };
}

/**
 * The document. React renders it on the server only: the browser gets no
 * React and no router, and every interactive part is a custom element from
 * the one script loaded at the end, which enhances markup that already works
 * without it (docs/decisions/023).
 */
export function Layout({ children }: { children: ReactNode }) {
  const scripts = useRouteLoaderData<typeof loader>("root")?.scripts;
  const entry = handleOf(useMatches(), "elements") ?? "public";
  const script = scripts?.[entry];
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
        <SpeculationRules />
        {script && <ElementScript src={script} />}
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const navStyle = handleOf(useMatches(), "nav");
  const now = rootData?.now ?? Date.now();

  return (
    <>
      <SiteNav variant={navStyle?.variant} floating={navStyle?.floating} now={now} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <NewsletterSignup />
      <SiteFooter now={now} />
    </>
  );
}

export default function App() {
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
