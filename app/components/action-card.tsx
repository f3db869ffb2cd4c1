import type { ReactNode } from "react";

/** A card with a heading, a sentence and one call to action. */
export function ActionCard({
  id,
  heading,
  text,
  children,
}: {
  id: string;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card padded">
      <h2 id={id}>{heading}</h2>
      <p>{text}</p>
      <p>{children}</p>
    </section>
  );
}
