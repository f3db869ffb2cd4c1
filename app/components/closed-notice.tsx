import { Link } from "react-router";

/**
 * What a signed page shows once there is nothing left to change (a visit or a
 * registration cancelled, past, or its link unknown): a heading, the reason,
 * and a way on. Shared by /my-visit and /my-registration.
 */
export function ClosedNotice({
  id,
  heading,
  status = false,
  next,
  children,
}: {
  /** The section's heading id, unique on the page. */
  id: string;
  heading: string;
  /** The reason is news the visitor's own action brought (a status region). */
  status?: boolean;
  /** The way on: where the page leads, and its words. */
  next: { to: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <p role={status ? "status" : undefined}>{children}</p>
      <p>
        <Link className="button button-gold" to={next.to}>
          {next.label}
        </Link>
      </p>
    </section>
  );
}
