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
