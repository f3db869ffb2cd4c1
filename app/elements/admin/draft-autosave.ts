import { markEnhanced } from "../support/enhance";
import { postForJson } from "./post-json";

/**
 * <draft-autosave data-address="/admin/autosave/pages/about.yaml"> around an
 * edit form (issue 18: drafts save as you type). Without it, "Save draft"
 * posts the form; with it, a pause of two seconds after typing saves the
 * draft in the background, and the status line inside says when it was
 * saved, or why it was not (the text stays in the form either way).
 */
const PAUSE_MS = 2000;
const NO_ANSWER = "Not saved: the site did not answer. Your text is still here; press Save draft to try again.";

export class DraftAutosave extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #saving = false;
  #again = false;

  connectedCallback(): void {
    const form = this.querySelector("form");
    const address = this.dataset.address;
    if (!form || !address) return;
    const schedule = (event: Event) => {
      // A file input is sent only by the form itself.
      if (event.target instanceof HTMLInputElement && event.target.type === "file") return;
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.#save(form, address), PAUSE_MS);
    };
    form.addEventListener("input", schedule);
    form.addEventListener("change", schedule);
    // A real submit (Publish, Save draft, a list's button) takes over: nothing is sent twice.
    form.addEventListener("submit", () => clearTimeout(this.#timer));
    markEnhanced(this);
  }

  disconnectedCallback(): void {
    clearTimeout(this.#timer);
  }

  async #save(form: HTMLFormElement, address: string): Promise<void> {
    if (this.#saving) {
      this.#again = true;
      return;
    }
    this.#saving = true;
    // Every field as the form would post it (a list's items repeat names), as "Save draft".
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    body.set("intent", "save");
    this.#show("Saving your draft…");
    const answer = await postForJson<{ message: string }>(address, body);
    this.#show(answer ? answer.message : NO_ANSWER);
    this.#saving = false;
    if (this.#again) {
      this.#again = false;
      await this.#save(form, address);
    }
  }

  #show(text: string): void {
    const status = this.querySelector<HTMLElement>("[data-autosave-status]");
    if (status) status.textContent = text;
  }
}
