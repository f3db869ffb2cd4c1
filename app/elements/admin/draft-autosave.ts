import { markEnhanced } from "../support/enhance";
import { postForJson, type Answer } from "./post-json";

/**
 * <draft-autosave data-address="/admin/autosave/pages/about.yaml"> around an
 * edit form (issue 18: drafts save as you type). Without it, "Save draft"
 * posts the form; with it, a pause of two seconds after typing saves the
 * draft in the background, and the status line inside says when it was
 * saved, or why it was not (the text stays in the form either way).
 *
 * A press of Publish, Save draft or Send for review while something typed is
 * not saved yet saves the draft first, then lets the form go: if that save
 * fails (no network, the site down, the session ended), the page stays as it
 * is, with everything typed, and the status line says why. So a press never
 * leaves for a page that may not come while the text exists only here.
 */
const PAUSE_MS = 2000;
const NO_ANSWER = "Not saved: the site did not answer. Your text is still here; press Save draft to try again.";
const NOT_DONE: Record<string, string> = {
  publish: "Not published.",
  submit: "Not sent for review.",
};

export class DraftAutosave extends HTMLElement {
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** Changes made in the form, and how many of them the last good save held. */
  #changes = 0;
  #savedChanges = 0;
  #saving: Promise<Answer<{ message: string }> | null> | null = null;
  #again = false;
  /** Set while the form is sent on after its draft was saved: that submit is let through. */
  #sendingOn = false;

  connectedCallback(): void {
    const form = this.querySelector("form");
    const address = this.dataset.address;
    if (!form || !address) return;
    const schedule = (event: Event) => {
      // A file input is sent only by the form itself.
      if (event.target instanceof HTMLInputElement && event.target.type === "file") return;
      this.#changes += 1;
      clearTimeout(this.#timer);
      this.#timer = setTimeout(() => void this.#save(form, address), PAUSE_MS);
    };
    form.addEventListener("input", schedule);
    // A text field's change comes when it loses focus, after its input events (and maybe after the save):
    // counted again, it would make a saved form look unsaved. Other fields' changes come with their input.
    form.addEventListener("change", (event) => {
      const target = event.target;
      const typedIn =
        target instanceof HTMLTextAreaElement ||
        (target instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(target.type));
      if (!typedIn) schedule(event);
    });
    form.addEventListener("submit", (event) => {
      // A real submit takes over from the timer: nothing is sent twice.
      clearTimeout(this.#timer);
      if (this.#sendingOn) {
        this.#sendingOn = false;
        return;
      }
      const button = event.submitter;
      // Preview opens a tab of its own (a script's later submit would be a blocked pop-up); Discard drops the text anyway.
      const intent = button instanceof HTMLButtonElement ? button.value : "save";
      if (button instanceof HTMLButtonElement && (button.formTarget === "_blank" || intent === "discard")) return;
      if (this.#savedChanges === this.#changes && !this.#saving) return;
      event.preventDefault();
      void this.#saveThenSend(form, address, button instanceof HTMLButtonElement ? button : null, intent);
    });
    markEnhanced(this);
  }

  disconnectedCallback(): void {
    clearTimeout(this.#timer);
  }

  async #saveThenSend(
    form: HTMLFormElement,
    address: string,
    button: HTMLButtonElement | null,
    intent: string,
  ): Promise<void> {
    // A save already on its way may not hold the last keystrokes: wait for it, then save what is there now.
    if (this.#saving) await this.#saving;
    const answer = this.#savedChanges === this.#changes ? { ok: true as const } : await this.#save(form, address);
    if (answer?.ok) {
      this.#sendingOn = true;
      form.requestSubmit(button);
      return;
    }
    const why = answer ? answer.message : NO_ANSWER;
    this.#show(NOT_DONE[intent] ? `${NOT_DONE[intent]} ${why}` : why);
  }

  /** Saves the form as the person's draft; the answer, or null when none came. */
  async #save(form: HTMLFormElement, address: string): Promise<Answer<{ message: string }> | null> {
    if (this.#saving) {
      this.#again = true;
      return this.#saving;
    }
    const changes = this.#changes;
    // Every field as the form would post it (a list's items repeat names), as "Save draft".
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    body.set("intent", "save");
    this.#show("Saving your draft…");
    this.#saving = postForJson<{ message: string }>(address, body);
    const answer = await this.#saving;
    this.#saving = null;
    if (answer?.ok) this.#savedChanges = changes;
    this.#show(answer ? answer.message : NO_ANSWER);
    if (this.#again) {
      this.#again = false;
      if (this.#savedChanges !== this.#changes) return this.#save(form, address);
    }
    return answer;
  }

  #show(text: string): void {
    const status = this.querySelector<HTMLElement>("[data-autosave-status]");
    if (status) status.textContent = text;
  }
}
