import type { ReactNode } from "react";
import type { Artwork } from "~/content/model";
import { Picture } from "./picture";

export interface PageHeaderProps {
  title: string;
  tagline?: string;
  /** A banner picture behind the title; without one the header is a plain band. */
  banner?: Artwork;
  children?: ReactNode;
  /** The title's and tagline's language, when not the page's (an untranslated page: issue 36). */
  lang?: string;
}

/** The top of a content page: its one h1, an optional tagline, over an optional banner. */
export function PageHeader({ title, tagline, banner, children, lang }: PageHeaderProps) {
  return (
    <header className={banner ? "page-header page-header-banner" : "page-header"}>
      {banner ? <Picture image={banner} sizes="100vw" priority className="page-header-image" /> : null}
      <div className="container page-header-text">
        <h1 lang={lang}>{title}</h1>
        {tagline ? (
          <p className="page-header-tagline" lang={lang}>
            {tagline}
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
