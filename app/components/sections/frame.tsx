import { useId, type ReactNode } from "react";
import type { ResolvedSection } from "~/content/model";
import { inlineMarkdownToHtml, markdownToHtml, type Placeholders } from "~/lib/markdown";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { useFill, usePageContext } from "./page-context";

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
