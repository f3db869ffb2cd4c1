import { useHref } from "react-router";

/**
 * The page's language prefix: "/es" on a Spanish page, "" in the default
 * language (issue 27). React Router's `<Link>` adds it itself (the basename);
 * this is for the links written as plain `<a>` (Markdown, a new tab) and the
 * page's absolute addresses (canonical, hreflang).
 */
export function useLanguagePrefix(): string {
  return useHref("/").replace(/\/$/, "");
}
