import MarkdownIt from "markdown-it";
import type { ChurchFacts } from "~/content/model";

/**
 * Markdown from the content folder (and the staff editor) as HTML, by
 * markdown-it with raw HTML off: a `<script>` or any tag someone types is
 * shown as text, and markdown-it refuses javascript:, vbscript:, file: and
 * data: links (the text stays, the link does not). Links to other sites get
 * rel="noopener"; "files/…" links lead to the content folder's documents.
 */

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const renderLink =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
/** The site's own files, the same in every language: never under a language's prefix. */
const SHARED_FILES = /^\/(?:files|media|brand|assets)\//;

markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  const href = String(token.attrGet("href") ?? "");
  if (href.startsWith("files/")) token.attrSet("href", `/${href}`);
  // A page of this site, on a page in another language: that page in the same language (issue 27).
  const prefix = (env as MarkdownEnv | undefined)?.languagePrefix;
  if (prefix && href.startsWith("/") && !href.startsWith("//") && !SHARED_FILES.test(href)) {
    if (href !== prefix && !href.startsWith(`${prefix}/`))
      token.attrSet("href", href === "/" ? `${prefix}/` : `${prefix}${href}`);
  }
  if (/^https?:\/\//i.test(href)) token.attrSet("rel", "noopener");
  return renderLink(tokens, index, options, env, self);
};

/** What a rendering knows of its page: the page's language prefix ("/es"; "" in the default language). */
export interface MarkdownEnv {
  languagePrefix?: string;
}

/**
 * Placeholders a text may hold: {church} (its name), {city}, {address} (the
 * street address), {services} (the gatherings' summary), {date} and {times}
 * (a seasonal page's day with its year, and its service times), {years} (in a
 * staff bio). Unknown ones stay as written.
 */
export const PLACEHOLDER_NAMES = ["church", "city", "address", "services", "date", "times", "years"] as const;
export type Placeholders = Partial<Record<(typeof PLACEHOLDER_NAMES)[number], string | number>>;

/**
 * The placeholders every content page fills the same way, from the church's
 * facts: its pages, and the editor's Markdown preview, which must show them
 * as a page would.
 */
export function churchPlaceholders(source: {
  church: Pick<ChurchFacts, "name" | "address" | "addressLine">;
  services: { summary: string };
}): Placeholders {
  return {
    church: source.church.name,
    city: source.church.address.city,
    address: source.church.addressLine,
    services: source.services.summary,
  };
}

export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(/\{(church|city|address|services|date|times|years)\}/g, (whole, name: keyof Placeholders) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/** Paragraphs, lists and headings. */
export function markdownToHtml(source: string, values: Placeholders = {}, env: MarkdownEnv = {}): string {
  return markdown.render(fillPlaceholders(source, values), { ...env });
}

/** One line: emphasis and links, no paragraph around it. */
export function inlineMarkdownToHtml(source: string, values: Placeholders = {}, env: MarkdownEnv = {}): string {
  return markdown.renderInline(fillPlaceholders(source, values), { ...env });
}

/** The words alone (meta descriptions, e-mail subjects, structured data). */
export function markdownToText(source: string, values: Placeholders = {}): string {
  return markdownToHtml(source, values)
    .replace(/<[^>]+>/g, "")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}
