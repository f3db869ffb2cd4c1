import type { ChatLine, Moment } from "~/lib/live-chat-wire";
import { inLanguage } from "~/lib/live-chat-wire";

/** Fills `{name}`-style parts of a sentence the server wrote in the page's language. */
export function fill(sentence: string, values: Record<string, string | number>): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));
}

export function make<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

const WEB_ADDRESS = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)'\]]/g;

/**
 * A message's words, always as text, never as HTML (issue 45). A host's web addresses become links;
 * anyone else's show as they were typed, not clickable.
 */
function words(line: ChatLine): HTMLElement {
  const text = make("span", "chat-line-text");
  text.lang = line.lang;
  if (!line.host) {
    text.textContent = line.text;
    return text;
  }
  let at = 0;
  for (const match of line.text.matchAll(WEB_ADDRESS)) {
    text.append(line.text.slice(at, match.index));
    const link = make("a", undefined, match[0]);
    link.href = match[0];
    link.target = "_blank";
    link.rel = "noopener noreferrer";
    text.append(link);
    at = match.index + match[0].length;
  }
  text.append(line.text.slice(at));
  return text;
}

/** One message as the list shows it: its writer (marked "Host"), its words in its writer's language. */
export function lineItem(line: ChatLine, hostBadge: string): HTMLLIElement {
  const item = make("li", line.host ? "chat-line chat-line-host" : "chat-line");
  item.dataset.id = String(line.id);
  const name = make("span", "chat-line-name", line.name);
  name.lang = line.lang;
  item.append(name);
  if (line.host) item.append(" ", make("span", "chat-badge", hostBadge));
  item.append(" ", words(line));
  return item;
}

/** A moment's card in the page's language, opening beside the stream. */
export function momentCard(moment: Moment, language: string, from: string, newTab: string): HTMLElement {
  const card = make("div");
  const link = make("a", "button button-gold", inLanguage(moment.labels, language));
  link.href = inLanguage(moment.hrefs, language);
  link.target = "_blank";
  link.rel = "noopener noreferrer";
  link.append(make("span", "visually-hidden", newTab));
  card.append(make("p", "chat-moment-from", from), link);
  return card;
}
