import type { ReactNode } from "react";
import type { Artwork } from "~/content/images";
import { PageHeader } from "./page-header";

interface MinistryContent {
  title: string;
  tagline?: string;
  banner?: Artwork;
  mission: string;
}

/**
 * The frame every ministry page shares: its header, then "Our mission", then
 * the page's own sections.
 */
export function MinistryPage({ page, slug, children }: { page: MinistryContent; slug: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={page.title} tagline={page.tagline} banner={page.banner} />
      <div className="page container page-stack">
        <section aria-labelledby={`${slug}-mission`}>
          <h2 id={`${slug}-mission`}>Our mission</h2>
          <p className="lede">{page.mission}</p>
        </section>
        {children}
      </div>
    </>
  );
}

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
