import { useT } from "~/hooks/use-t";

/** One list of a date's roster (registered, held or waiting): who signed up, who comes, their answers. */

export interface RosterRow {
  id: string;
  contactName: string;
  email: string;
  attendees: string[];
  answers: { question: string; answer: string }[];
  paid: string | null;
  signedUp: string;
  status: string;
}

export function RosterTable({ caption, rows }: { caption: string; rows: RosterRow[] }) {
  const { t } = useT();
  if (rows.length === 0) {
    return (
      <p>
        <strong>{caption}:</strong> {t("adminSignUps.roster.nobody")}
      </p>
    );
  }
  return (
    <table className="rows">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("adminSignUps.col.contact")}</th>
          <th scope="col">{t("adminSignUps.col.attendees")}</th>
          <th scope="col">{t("adminSignUps.col.answers")}</th>
          <th scope="col">{t("adminSignUps.col.email")}</th>
          <th scope="col">{t("adminSignUps.col.paid")}</th>
          <th scope="col">{t("adminSignUps.col.status")}</th>
          <th scope="col">{t("adminSignUps.col.signedUp")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row">{row.contactName}</th>
            <td data-label={t("adminSignUps.col.attendees")}>
              {row.attendees.map((line, index) => (
                <span key={index}>
                  {index > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </td>
            <td data-label={t("adminSignUps.col.answers")}>
              {row.answers.map((answer, index) => (
                <span key={index}>
                  {index > 0 ? <br /> : null}
                  <strong>{answer.question}</strong> {answer.answer}
                </span>
              ))}
            </td>
            <td data-label={t("adminSignUps.col.email")}>
              <a href={`mailto:${row.email}`}>{row.email}</a>
            </td>
            <td data-label={t("adminSignUps.col.paid")}>{row.paid ?? ""}</td>
            <td data-label={t("adminSignUps.col.status")}>{row.status}</td>
            <td data-label={t("adminSignUps.col.signedUp")}>{row.signedUp}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A date's check-in list: one line per attendee with a box to tick on paper. */
export function CheckInList({
  heading,
  lines,
}: {
  heading: string;
  lines: { id: string; line: string; contact: string }[];
}) {
  const { t } = useT();
  return (
    <table className="rows check-in">
      <caption>{heading}</caption>
      <thead>
        <tr>
          <th scope="col">{t("adminSignUps.col.here")}</th>
          <th scope="col">{t("adminSignUps.col.attendee")}</th>
          <th scope="col">{t("adminSignUps.col.contact")}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td data-label={t("adminSignUps.col.here")}>
              <span className="check-box" aria-hidden="true" />
            </td>
            <th scope="row">{line.line}</th>
            <td data-label={t("adminSignUps.col.contact")}>{line.contact}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
