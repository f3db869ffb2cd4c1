import { createContext, useContext, useId, type ReactNode } from "react";
import { Link } from "react-router";
import type { Page, Resolved, ResolvedSection } from "~/content/model";
import type { SectionOf, SectionType } from "~/content/schema";
import type { Site } from "~/content/site";
import type { DateStyle } from "~/lib/date-patterns";
import { inlineMarkdownToHtml, markdownToHtml, type Placeholders } from "~/lib/markdown";
import type { SeasonView } from "~/lib/seasonal";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import type { Language } from "~/i18n/languages";
import { ExternalLink } from "../external-link";

/** One section's data, its pictures resolved. */
export type SectionData<T extends SectionType> = Resolved<SectionOf<T>>;

/**
 * What every section of a content page may read: the site, the page, the
 * request's clock in the church's style, and (on a seasonal page) what the
 * season says now. The content page provides it; sections are pure functions
 * of it and of their own data.
 */
export interface PageContextValue {
  site: Site;
  page: Page;
  now: number;
  style: DateStyle;
  layout: "stack" | "bands";
  /** A seasonal page's state. */
  season: SeasonView | null;
  /** Where "Plan your visit" buttons without an href lead: the page's form, or /visit once a season has passed. */
  planHref: string;
  placeholders: Placeholders;
  /** Data the loader prepared for sections that need the clock or a feature (by section index). */
  prepared: Record<number, unknown>;
  /**
   * The language of the church's words on a page not yet translated into the page's language (issue 36):
   * they are marked with it, while the site's interface around them (a form, a finder) keeps the page's.
   */
  textLang?: Language;
}

/**
 * Sections that hold the site's own interface in the page's language (a form, a finder, dates, the
 * privacy statements): on an untranslated page only their church-written heading and text are marked.
 */
const INTERFACE_SECTIONS: ReadonlySet<string> = new Set([
  "plan-visit",
  "group-finder",
  "privacy-statements",
  "service-times",
  "season-facts",
  "contact",
  "map",
  "dated-list",
]);

const PageContext = createContext<PageContextValue | null>(null);
export const PageContextProvider = PageContext.Provider;

export function usePageContext(): PageContextValue {
  const value = useContext(PageContext);
  if (!value) throw new Error("a section rendered outside a content page");
  return value;
}

/** Markdown from the content folder: block prose, or one line (inline). */
export function Markdown({
  text,
  inline = false,
  className,
  extra,
}: {
  text: string;
  inline?: boolean;
  className?: string;
  extra?: Placeholders;
}) {
  const { placeholders, textLang } = usePageContext();
  const env = { languagePrefix: useLanguagePrefix() };
  const values = extra ? { ...placeholders, ...extra } : placeholders;
  if (inline)
    return (
      <span
        className={className}
        lang={textLang}
        dangerouslySetInnerHTML={{ __html: inlineMarkdownToHtml(text, values, env) }}
      />
    );
  return (
    <div
      lang={textLang}
      className={["prose", className].filter(Boolean).join(" ")}
      dangerouslySetInnerHTML={{ __html: markdownToHtml(text, values, env) }}
    />
  );
}

/**
 * Whether a link from the content leads somewhere this site serves: links to
 * the site's own pages of a service that is off (sermons without Vimeo) are
 * left out rather than lead to a 404 (issue 17).
 */
export function useLeadsSomewhere(): (href: string | undefined) => boolean {
  const { site } = usePageContext();
  return (href) => {
    if (!href || !href.startsWith("/") || href.startsWith("//")) return true;
    const path = href.split(/[?#]/, 1)[0]!;
    if (path.startsWith("/series/") || path.startsWith("/message/")) return site.features.sermons;
    return site.served.includes(path);
  };
}

/** Fills a plain text's placeholders ({church}, {date}…) for headings and labels. */
export function useFill(): (text: string) => string {
  const { placeholders } = usePageContext();
  return (text) =>
    text.replace(/\{(\w+)\}/g, (whole, name: string) => String(placeholders[name as keyof Placeholders] ?? whole));
}

const BUTTON_CLASS = {
  primary: "button",
  highlight: "button button-gold",
  outline: "button button-outline",
  link: "",
} as const;

export interface ButtonData {
  label: string;
  href?: string;
  style: keyof typeof BUTTON_CLASS;
  newTab: boolean;
}

/** A link from the content: a page of this site, a document, another site, an e-mail or a phone number. */
export function ContentLink({
  href,
  className,
  newTab = false,
  children,
}: {
  href: string;
  className?: string;
  newTab?: boolean;
  children: ReactNode;
}) {
  const prefix = useLanguagePrefix();
  if (href.startsWith("files/"))
    return (
      <ExternalLink href={`/${href}`} className={className} newTab={newTab}>
        {children}
      </ExternalLink>
    );
  if (href.startsWith("/") && !href.startsWith("//") && !newTab) {
    return (
      <Link to={href} className={className || undefined}>
        {children}
      </Link>
    );
  }
  // A page of this site in a new tab: in the page's language too.
  const own = href.startsWith("/") && !href.startsWith("//") && prefix ? `${prefix}${href === "/" ? "/" : href}` : href;
  return (
    <ExternalLink href={own} className={className || undefined} newTab={newTab}>
      {children}
    </ExternalLink>
  );
}

export function ContentButton({ button }: { button: ButtonData }) {
  const { planHref } = usePageContext();
  const fill = useFill();
  const leadsSomewhere = useLeadsSomewhere();
  const href = button.href ?? planHref;
  if (!leadsSomewhere(href)) return null;
  const className = BUTTON_CLASS[button.style] || undefined;
  // In-page anchors and the plan-a-visit form are plain links (the dialog's script listens for them).
  if (href.startsWith("#")) {
    return (
      <a className={className} href={href}>
        {fill(button.label)}
      </a>
    );
  }
  return (
    <ContentLink href={href} className={className} newTab={button.newTab}>
      {fill(button.label)}
    </ContentLink>
  );
}

export function Buttons({ buttons }: { buttons: readonly ButtonData[] }) {
  if (buttons.length === 0) return null;
  return (
    <p className="section-buttons">
      {buttons.map((button) => (
        <ContentButton key={`${button.label}${button.href ?? ""}`} button={button} />
      ))}
    </p>
  );
}

/**
 * A section's outer element: a full-width band with its tone on pages laid out
 * in bands (home, seasons), a region of the page's column otherwise. A heading,
 * when given, names the region.
 */
export function SectionFrame({
  section,
  heading,
  hideHeading = false,
  className,
  children,
}: {
  section: ResolvedSection;
  heading?: string;
  hideHeading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const { layout, textLang } = usePageContext();
  const fill = useFill();
  const headingId = useId();
  const interfaceSection = INTERFACE_SECTIONS.has(section.type);
  const headingElement = heading ? (
    <h2
      id={headingId}
      className={hideHeading ? "visually-hidden" : undefined}
      lang={interfaceSection ? textLang : undefined}
    >
      {fill(heading)}
    </h2>
  ) : null;
  const classes = [
    layout === "bands" ? "band" : "section",
    section.tone !== "plain" ? `band-${section.tone}` : "",
    `section-${section.type}`,
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <section
      id={section.id}
      className={classes}
      aria-labelledby={heading ? headingId : undefined}
      lang={interfaceSection ? undefined : textLang}
    >
      {layout === "bands" ? (
        <div className="container">
          {headingElement}
          {children}
        </div>
      ) : (
        <>
          {headingElement}
          {children}
        </>
      )}
    </section>
  );
}
