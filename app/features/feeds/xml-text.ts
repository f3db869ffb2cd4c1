/**
 * XML 1.0 forbids most control characters even when escaped, and one of them
 * in an upstream description would make a whole feed unreadable. The feed and
 * sitemap libraries escape markup but pass these through, so they go here.
 */
// eslint-disable-next-line no-control-regex
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function plainXmlText(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, "");
}
