import { markEnhanced } from "./support/enhance";
import { postForm } from "./support/post-form";

/** What a form endpoint answers a background post with (app/routes/newsletter.ts, plan-visit-answer.ts). */
interface Answer {
  ok: boolean;
  message: string;
  fieldErrors?: Partial<Record<string, string>>;
}

/**
 * <background-form>: the form inside is posted in the background instead of
 * as a page load, with the XSRF header (SPEC 7.4), and the endpoint's answer
 * is shown in place: its message instead of the form when it is received;
 * otherwise each field's problem under that field, the form's message above
 * the button, and focus on the first field to fix. The fields are the
 * server's own, so nothing typed before this script arrived is reset, and a
 * form that cannot be sent keeps everything typed.
 *
 * Attributes: `data-failed`, what to say when no answer came (offline).
 * The button may carry `data-busy-label`, shown while the post is on its way.
 */
export class BackgroundForm extends HTMLElement {
  #busy = false;

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    // The browser checks required fields first (constraint validation), then this takes over.
    this.querySelector("form")?.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.#submit(event.currentTarget as HTMLFormElement);
    });
    markEnhanced(this);
  }

  async #submit(form: HTMLFormElement): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit], button:not([type])");
    const label = button?.textContent;
    if (button) {
      button.disabled = true;
      if (button.dataset.busyLabel) button.textContent = button.dataset.busyLabel;
    }
    const answer = (await postForm(form)) as Answer | null;
    this.#busy = false;
    if (button) {
      button.disabled = false;
      button.textContent = label ?? "";
    }
    if (answer?.ok) return this.#received(form, answer.message);
    this.#showProblems(form, answer ?? { ok: false, message: this.dataset.failed ?? "" });
  }

  #received(form: HTMLFormElement, message: string): void {
    const note = document.createElement("p");
    note.className = "notice form-received";
    note.setAttribute("role", "status");
    note.tabIndex = -1;
    note.textContent = message;
    form.replaceWith(note);
    note.focus();
  }

  #showProblems(form: HTMLFormElement, answer: Answer): void {
    for (const old of form.querySelectorAll("[data-answer]")) old.remove();
    for (const field of form.querySelectorAll("[aria-invalid]")) {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    }
    let first: HTMLElement | null = null;
    for (const [name, problem] of Object.entries(answer.fieldErrors ?? {})) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLElement) || !problem) continue;
      const note = document.createElement("p");
      note.className = "field-error";
      note.id = `${field.id || name}-error`;
      note.dataset.answer = "";
      note.textContent = problem;
      field.after(note);
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", note.id);
      // A field an element keeps out of sight (the children's ages, as one field per child) is fixed in the fields beside it.
      first ??= field.hidden
        ? (field.parentElement?.querySelector<HTMLElement>("input:not([hidden]), button") ?? null)
        : field;
    }
    if (answer.message) {
      const note = document.createElement("p");
      note.className = "form-error";
      note.setAttribute("role", "alert");
      note.dataset.answer = "";
      note.textContent = answer.message;
      const button = form.querySelector("button[type=submit], button:not([type])");
      if (button) button.before(note);
      else form.append(note);
    }
    first?.focus();
  }
}
