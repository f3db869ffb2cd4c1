import { compile } from "html-to-text";
import { plainTextSelectors } from "@react-email/render";

/**
 * The plain-text part of every e-mail, from its HTML, as React Email's
 * `toPlainText` makes it (its selectors: no images, links as "text url"),
 * but compiled once: `toPlainText` rebuilds html-to-text's options on each
 * call, which cost more than rendering the HTML itself (decision 020 found
 * the same for event texts).
 */
export const plainTextOf: (html: string) => string = compile({ wordwrap: false, selectors: plainTextSelectors });
