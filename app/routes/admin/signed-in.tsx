import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/signed-in";
import { StaffShell, type StaffNavItem } from "~/components/admin/staff-shell";
import { staffTitle } from "~/components/admin/staff-title";
import { ROLE_LABELS } from "~/features/auth/roles";
import { requireStaff } from "~/features/auth/staff.server";
import { formsReadBy } from "~/features/forms/readers.server";
import { chatSettings } from "~/features/live-chat/current-chat.server";
import { maySendNotices } from "~/features/push/senders.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";

const staffWords = (context: Route.LoaderArgs["context"]) =>
  translator(context.language ?? defaultLanguage(context.content), context.content.church.locale.country);

/**
 * Every page for signed-in staff sits in this layout: it signs the visitor in
 * first (requireStaff) and shows only the sections the role may open.
 */
export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args) }];

export function loader({ request, context }: Route.LoaderArgs) {
  const { person, permissions } = requireStaff(request, context.now);
  const nav: StaffNavItem[] = [{ to: "/admin", label: "Dashboard" }];
  // Who's coming: every role but the treasurer's, for check-in (visits.tsx).
  if (permissions["visits.read"]) nav.push({ to: "/admin/visits", label: "Who’s coming" });
  if (permissions["content.draft"]) {
    nav.push({ to: "/admin/content", label: "Content" }, { to: "/admin/images", label: "Pictures" });
    nav.push({ to: "/admin/history", label: "History" });
  }
  // Insights (issue 47): the site's daily counts, for every role but the care team.
  if (permissions["insights.read"]) nav.push({ to: "/admin/insights", label: staffWords(context).t("insights.nav") });
  // Giving (issue 30): owners and treasurers.
  if (permissions["giving.read"] && context.content.giving.mode === "stripe")
    nav.push({ to: "/admin/giving", label: staffWords(context).t("adminGiving.nav") });
  if (permissions["sign-ups.manage"])
    nav.push({ to: "/admin/sign-ups", label: staffWords(context).t("adminSignUps.nav") });
  // Forms (issue 35): whoever reads at least one form's submissions (the care team reads the private ones naming it).
  if (formsReadBy(person, context.content.forms).length > 0)
    nav.push({ to: "/admin/forms", label: staffWords(context).t("admin-forms.nav") });
  // Requests to join a group (issue 28): owners and editors answer them.
  if (permissions["content.publish"])
    nav.push({ to: "/admin/groups", label: staffWords(context).t("groups.admin.nav") });
  // The live chat and each service's attendance (issue 45): its hosts, when the church has a chat.
  if (permissions["live.host"] && chatSettings(context.content))
    nav.push({ to: "/admin/live", label: staffWords(context).t("liveHost.admin.nav") });
  // Notices to phones (issue 44): owners, editors and the roles church.yaml names.
  if (maySendNotices({ person, permissions }, context.content))
    nav.push({ to: "/admin/notifications", label: staffWords(context).t("adminNotifications.nav") });
  if (permissions["people.manage"]) nav.push({ to: "/admin/people", label: "People" });
  if (permissions["activity.read"]) nav.push({ to: "/admin/activity", label: "Activity" });
  nav.push({ to: "/admin/security", label: "Security" });
  return { person: { name: person.name, email: person.email, roleLabel: ROLE_LABELS[person.role] }, nav };
}

export default function SignedIn() {
  const { person, nav } = useLoaderData<typeof loader>();
  return (
    <StaffShell person={person} nav={nav}>
      <Outlet />
    </StaffShell>
  );
}

/** A page refused (403: the role does not allow it) or broken, inside the staff frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const frame = useRouteLoaderData<typeof loader>("routes/admin/signed-in");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "Sorry, this page did not load. Please try again in a moment.";
  const heading = status === 403 ? "Not allowed" : status === 404 ? "Not found" : "Something went wrong";
  const body = (
    <>
      <h1>{heading}</h1>
      <p>{message}</p>
      <p>
        <a href="/admin">Back to the dashboard</a>
      </p>
    </>
  );
  if (!frame)
    return (
      <main id="content" className="staff-main">
        {body}
      </main>
    );
  return (
    <StaffShell person={frame.person} nav={frame.nav}>
      {body}
    </StaffShell>
  );
}
