import { useLoaderData } from "react-router";
import { staffTitle } from "~/components/admin/staff-title";
import type { Route } from "./+types/dashboard";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "~/features/auth/roles";
import { requireStaff } from "~/features/auth/staff.server";
import { formsReadBy } from "~/features/forms/readers.server";
import { chatSettings } from "~/features/live-chat/current-chat.server";
import { defaultLanguage } from "~/i18n/content-language";
import { translator } from "~/i18n/translate";

export const meta: Route.MetaFunction = (args) => [{ title: staffTitle(args, "Staff dashboard") }];

export function loader({ request, context }: Route.LoaderArgs) {
  const { person, permissions } = requireStaff(request, context.now);
  const words = translator(context.language ?? defaultLanguage(context.content), context.content.church.locale.country);
  const sections = [
    permissions["visits.read"] && {
      to: "/admin/visits",
      label: "Who’s coming",
      about: "The visits planned for each coming service, with the children’s ages for check-in, and as CSV.",
    },
    permissions["insights.read"] && {
      to: "/admin/insights",
      label: words.t("insights.nav"),
      about: words.t("insights.about"),
    },
    permissions["giving.read"] &&
      context.content.giving.mode === "stripe" && {
        to: "/admin/giving",
        label: words.t("adminGiving.nav"),
        about: words.t("adminGiving.about"),
      },
    formsReadBy(person, context.content.forms).length > 0 && {
      to: "/admin/forms",
      label: words.t("admin-forms.nav"),
      about: words.t("admin-forms.about"),
    },
    permissions["live.host"] &&
      Boolean(chatSettings(context.content)) && {
        to: "/admin/live",
        label: words.t("liveHost.admin.nav"),
        about: words.t("liveHost.admin.about"),
      },
    permissions["people.manage"] && {
      to: "/admin/people",
      label: "People",
      about: "Invite staff, set their roles, remove people who left.",
    },
    permissions["activity.read"] && {
      to: "/admin/activity",
      label: "Activity",
      about: "Who signed in, who was invited, and every role change.",
    },
    { to: "/admin/security", label: "Security", about: "Your passkeys: add one for each device you use." },
  ].filter((section) => section !== false);
  return {
    greeting: person.name || person.email,
    role: { label: ROLE_LABELS[person.role], about: ROLE_DESCRIPTIONS[person.role] },
    sections,
  };
}

export default function Dashboard() {
  const { greeting, role, sections } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Welcome, {greeting}</h1>
      <p>
        Your role: <strong>{role.label}</strong>. {role.about}
      </p>
      <h2>Where to go</h2>
      <ul className="sections">
        {sections.map((section) => (
          <li key={section.to} className="card">
            <a href={section.to}>{section.label}</a>
            <p>{section.about}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
