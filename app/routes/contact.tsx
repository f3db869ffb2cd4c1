import { ActionCard } from "~/components/action-card";
import { ExternalLink } from "~/components/external-link";
import { PageHeader } from "~/components/page-header";
import { church } from "~/content/church";
import { contactPage } from "~/content/pages/simple";
import { pageMeta } from "~/lib/meta";
import pageStyles from "~/styles/pages/contact.css?url";
import { ChurchStructuredData } from "~/components/church-structured-data";

export const meta = () => pageMeta(contactPage.title, contactPage.description);

export const links = () => [{ rel: "stylesheet", href: pageStyles }];

export default function Contact() {
  const { mailingAddress } = church;
  return (
    <>
      <ChurchStructuredData />
      <PageHeader title={contactPage.title} />
      <div className="page container page-stack">
        <div className="two-up">
          <ActionCard
            id="message-heading"
            heading={contactPage.contactForm.heading}
            text={contactPage.contactForm.text}
          >
            <ExternalLink href={contactPage.contactForm.href} className="button">
              {contactPage.contactForm.linkLabel}
            </ExternalLink>
          </ActionCard>
          <ActionCard id="prayer-heading" heading={contactPage.prayer.heading} text={contactPage.prayer.text}>
            <ExternalLink href={contactPage.prayer.href} className="button">
              {contactPage.prayer.linkLabel}
            </ExternalLink>
          </ActionCard>
        </div>

        <div className="two-up">
          <section aria-labelledby="mailing-heading">
            <h2 id="mailing-heading">{contactPage.mailingHeading}</h2>
            <address>
              {church.name}
              <br />
              {mailingAddress.street}
              <br />
              {mailingAddress.city}, {mailingAddress.region} {mailingAddress.postalCode}
            </address>
            <p>
              <a href={church.mailingMapsUrl}>{contactPage.mapsLinkLabel}</a>
            </p>
          </section>
          <section aria-labelledby="phone-heading">
            <h2 id="phone-heading">{contactPage.phoneHeading}</h2>
            <p className="big-link">
              <a href={`tel:${church.phone.tel}`}>{church.phone.display}</a>
            </p>
          </section>
        </div>

        <section aria-labelledby="staff-email-heading">
          <h2 id="staff-email-heading">{contactPage.staffHeading}</h2>
          <div className="table-scroll">
            <table className="staff-table">
              <caption className="visually-hidden">Staff names, roles and e-mail addresses</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">E-mail</th>
                </tr>
              </thead>
              <tbody>
                {church.staffEmails.map((member) => (
                  <tr key={member.email}>
                    <th scope="row">{member.name}</th>
                    <td>{member.role}</td>
                    <td>
                      <a href={`mailto:${member.email}`}>{member.email}</a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
    </>
  );
}
