import { PageHeader } from "~/components/page-header";
import { privacyPolicy } from "~/features/privacy/policy";
import { pageMeta } from "~/lib/meta";
import { slugify } from "~/lib/slug";
import { getEnv } from "~/server/env.server";
import pageStyles from "~/styles/content.css?url";
import type { Route } from "./+types/privacy";

export const meta = (args: Route.MetaArgs) =>
  args.data ? pageMeta(args, args.data.policy.title, args.data.policy.description) : [];

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

// SPEC 2.23: what this website does with personal data, in the church's name.
export function loader({ context }: Route.LoaderArgs) {
  const { church } = context.content;
  const policy = privacyPolicy({
    churchName: church.name,
    email: church.email,
    newsletter: getEnv().modes.mailchimp !== "off",
    california: church.locale.country === "US" && church.address.region === "CA",
  });
  return { policy };
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { policy } = loaderData;
  return (
    <>
      <PageHeader title={policy.title} tagline={policy.updated} />
      <div className="page container readable-page">
        <p className="lede">{policy.intro}</p>
        {policy.sections.map((section) => (
          <section key={section.heading} aria-labelledby={`privacy-${slugify(section.heading)}`}>
            <h2 id={`privacy-${slugify(section.heading)}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <p>
          <a href={`mailto:${policy.contactEmail}`}>E-mail {policy.contactEmail} about your privacy</a>
        </p>
      </div>
    </>
  );
}
