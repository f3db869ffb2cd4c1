import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError } from "react-router";
import type { Route } from "./+types/frame";
import { SignInFrame } from "~/components/admin/staff-shell";
import { staffTitle } from "~/components/admin/staff-title";
import type { RouteHandle } from "~/root";
import { elementScripts } from "~/server/element-bundles.server";
import adminStyles from "~/styles/admin.css?url";

/**
 * The staff area's document frame (issue 18): its own stylesheet, none of
 * the public site's shell, scripts or styles (root.tsx reads the handle).
 * Every answer under /admin is no-store and noindex (server.ts).
 */
export const handle: RouteHandle = { staffArea: true };

export const meta: Route.MetaFunction = (args) => [
  { title: staffTitle(args) },
  { name: "robots", content: "noindex, nofollow" },
];

function Stylesheet() {
  // React hoists it into <head>.
  return <link rel="stylesheet" href={adminStyles} precedence="default" />;
}

export function loader() {
  return { script: elementScripts().admin };
}

export default function StaffFrame() {
  const { script } = useLoaderData<typeof loader>();
  return (
    <>
      <Stylesheet />
      <Outlet />
      {/* The passkey elements; every page works without them. */}
      {script && <script type="module" src={script} />}
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const heading = status === 404 ? "That page is not in the staff area" : "Something went wrong";
  return (
    <>
      <Stylesheet />
      <SignInFrame>
        <div className="card">
          <h1>{heading}</h1>
          <p>
            {status === 404
              ? "The address may be mistyped, or the page may have moved."
              : "Sorry, this page did not load. Please try again in a moment."}
          </p>
          <p>
            <a href="/admin">Go to the staff area</a>
          </p>
        </div>
      </SignInFrame>
    </>
  );
}
