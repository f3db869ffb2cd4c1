import { snippetParts } from "~/lib/search-query";

/** Text with the engine's match marks shown as <mark>: React escapes every part, so upstream text stays text. */
export function MarkedText({ text }: { text: string }) {
  return (
    <>
      {snippetParts(text).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
