import { markEnhanced } from "../support/enhance";
import { postForJson } from "./post-json";

/**
 * <markdown-preview data-address="/admin/markdown-preview"> around a Markdown
 * field of the editor (issue 18): how the text will look on the site, kept up
 * to date as the person types. The server renders it, with the very function
 * the public pages use (raw HTML shown as text, javascript: links dropped),
 * so the preview and the page cannot disagree and no Markdown code comes to
 * the browser. Without this element, the field shows its rendering as last
 * saved, in the same place.
 *
 * Inside: the <textarea>, and a <details data-preview> holding
 * [data-preview-when] (which rendering it is) and [data-preview-body] (an
 * aria-live region: a screen reader hears the new rendering after a pause).
 */
const PAUSE_MS = 400;
const NO_ANSWER = "(not updated: the site did not answer)";

export class MarkdownPreview extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Counts the requests, so an answer overtaken by a later one is dropped. */
  #asked = 0;

  connectedCallback(): void {
    const field = this.querySelector("textarea");
    const preview = this.querySelector<HTMLDetailsElement>("details[data-preview]");
    const address = this.dataset.address;
    if (!field || !preview || !address) return;
    this.#when(preview, "(as you type)");
    field.addEventListener("input", () => {
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.#render(field.value, preview, address), PAUSE_MS);
    });
    markEnhanced(this);
  }

  disconnectedCallback(): void {
    clearTimeout(this.#timer);
  }

  async #render(text: string, preview: HTMLDetailsElement, address: string): Promise<void> {
    const asked = ++this.#asked;
    const body = preview.querySelector<HTMLElement>("[data-preview-body]");
    if (!body) return;
    if (text.trim() === "") {
      body.replaceChildren();
      preview.hidden = true;
      return;
    }
    const answer = await postForJson<{ html: string }>(address, { text });
    if (asked !== this.#asked) return;
    if (!answer || !answer.ok) {
      this.#when(preview, answer ? `(not updated: ${answer.message})` : NO_ANSWER);
      return;
    }
    // The server's rendering (app/lib/markdown.ts): markdown-it's HTML, which carries no markup the person typed.
    body.innerHTML = answer.html;
    this.#when(preview, "(as you type)");
    preview.hidden = false;
    preview.open = true;
  }

  #when(preview: HTMLDetailsElement, text: string): void {
    const when = preview.querySelector("[data-preview-when]");
    if (when) when.textContent = text;
  }
}
