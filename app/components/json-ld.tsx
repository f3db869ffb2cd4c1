import { serializeJsonLd } from "~/lib/structured-data";

/**
 * Structured data for search engines. A data block is never executed, so it
 * needs no CSP nonce or hash; serializeJsonLd keeps any upstream text inside it.
 */
export function JsonLd({ data }: { data: object | object[] }) {
  // The only way to write a script element's text; serializeJsonLd escapes whatever could end it.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
