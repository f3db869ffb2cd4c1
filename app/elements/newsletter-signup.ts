import { isPlausibleEmail } from "~/lib/plausible-email";
import { markEnhanced } from "./support/enhance";
import { postForm } from "./support/post-form";

/** What /newsletter answers a background post with (app/routes/newsletter.ts). */
interface Answer {
  ok: boolean;
  message: string;
}

/**
 * <newsletter-signup>: the sign-up below every page (SPEC 2.24, 4, 5 and 8),
 * around the server's plain form (app/components/layout/newsletter-signup.tsx).
 *
 * Once connected: the address is checked as the visitor types, once the field
 * has been touched ("Please enter a valid email address"); Submit does nothing
 * while it is invalid; a valid address is posted in the background (with the
 * XSRF header), and the form gives way to the animated checkmark waiting in
 * the <template>; a failure shows SPEC 8's message, which clears as soon as
 * the address changes. The field is the server's own: whatever the visitor
 * typed before this script arrived stays as it is.
 */
export class NewsletterSignup extends HTMLElement {
  #form: HTMLFormElement | null = null;
  #input: HTMLInputElement | null = null;
  #problem: HTMLElement | null = null;
  #touched = false;
  #busy = false;
  /** The last answer's message while it still applies (the server's, from the page's address, at first). */
  #answer: string | undefined;

  connectedCallback(): void {
    if (this.#form) return;
    this.#form = this.querySelector("form");
    this.#input = this.#form?.querySelector<HTMLInputElement>("input[name=email]") ?? null;
    this.#problem = this.querySelector("#newsletter-problem");
    if (!this.#form || !this.#input) return markEnhanced(this);

    this.#answer = this.#problem?.textContent || undefined;
    // Typed into and left before the script came: that is a touched field.
    this.#touched = this.#input.value !== "" && document.activeElement !== this.#input;
    // The browser's own check stands in without JavaScript; from here SPEC 5's message does.
    this.#form.noValidate = true;
    this.#input.addEventListener("input", () => {
      this.#answer = undefined;
      this.#render();
    });
    this.#input.addEventListener("blur", () => {
      this.#touched = true;
      this.#render();
    });
    this.#form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.#submit();
    });
    if (this.#touched) this.#render();
    markEnhanced(this);
  }

  get #invalid(): boolean {
    return !isPlausibleEmail(this.#input?.value ?? "");
  }

  async #submit(): Promise<void> {
    const form = this.#form;
    if (!form) return;
    this.#touched = true;
    this.#render();
    // SPEC 5: submit does nothing while the form is invalid.
    if (this.#invalid || this.#busy) {
      this.#input?.focus();
      return;
    }
    this.#busy = true;
    form.setAttribute("aria-busy", "true");
    const answer = (await postForm(form)) as Answer | null;
    this.#busy = false;
    form.removeAttribute("aria-busy");
    if (answer?.ok) return this.#showSuccess();
    this.#answer = answer?.message ?? this.dataset.failed;
    this.#render();
  }

  #render(): void {
    const problem = this.#touched && this.#invalid ? this.dataset.invalid : this.#answer;
    if (this.#problem) this.#problem.textContent = problem ?? "";
    if (problem) {
      this.#input?.setAttribute("aria-invalid", "true");
      this.#input?.setAttribute("aria-describedby", "newsletter-problem");
    } else {
      this.#input?.removeAttribute("aria-invalid");
      this.#input?.removeAttribute("aria-describedby");
    }
  }

  #showSuccess(): void {
    const template = this.querySelector("template");
    if (!template) return;
    const success = template.content.cloneNode(true) as DocumentFragment;
    const heading = this.querySelector("h2");
    // Everything after the heading (intro, form, message, template) gives way to the checkmark.
    while (heading?.nextSibling) heading.nextSibling.remove();
    this.append(success);
    // The form (and its focused button) is gone: keep keyboard focus in the section.
    this.querySelector<HTMLElement>(".newsletter-success")?.focus();
  }
}
