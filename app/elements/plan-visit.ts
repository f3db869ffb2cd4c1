import { focusableWithin, wrapTabFocus } from "./support/focus-trap";
import { formInUse, markEnhanced } from "./support/enhance";
import { isPlainClick } from "./support/plain-click";

/**
 * <plan-visit>: the seasonal pages' plan-a-visit section (SPEC 2.21, 2.22;
 * app/components/plan-visit-dialog.tsx). Once connected, every "Plan your
 * visit" link (#plan-visit) opens the form in a modal dialog: focus stays
 * inside, Escape and the close button close it, and focus returns to the link
 * that opened it. The section keeps a button that opens it.
 *
 * The form moves into the dialog as it is (the server's element, not a copy).
 * A visitor who is already at the form (the address names its section, as
 * after a "Plan your visit" link or a plain post's answer), has started
 * filling it in, or is in one of its fields, keeps it where it is: then the
 * links simply lead to it, as they do without JavaScript, and nothing moves
 * under their eyes.
 */
export class PlanVisit extends HTMLElement {
  #dialog: HTMLDialogElement | null = null;
  #opener: HTMLElement | null = null;

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    markEnhanced(this);
    const section = this.querySelector("section");
    const template = section?.querySelector(":scope > template");
    const body = this.querySelector("background-form");
    const form = body?.querySelector("form");
    if (!section || !(template instanceof HTMLTemplateElement) || !body || !form) return;
    if (window.location.hash === `#${section.id}` || formInUse(form)) return;

    const parts = template.content.cloneNode(true) as DocumentFragment;
    const button = parts.querySelector("button");
    const dialog = parts.querySelector("dialog");
    if (!button || !dialog) return;
    body.replaceWith(button);
    dialog.append(body);
    template.replaceWith(dialog);
    this.#dialog = dialog;

    button.addEventListener("click", () => this.#open(button));
    dialog.addEventListener("close", () => {
      this.#opener?.focus();
      this.#opener = null;
    });
    // A modal <dialog> makes the page inert, but Tab can still leave for the
    // browser's own toolbar; wrap it so focus stays in the dialog.
    dialog.addEventListener("keydown", (event) => wrapTabFocus(event, focusableWithin([dialog])));
    document.addEventListener("click", this.#openFromLink);
  }

  disconnectedCallback(): void {
    document.removeEventListener("click", this.#openFromLink);
  }

  #openFromLink = (event: MouseEvent): void => {
    if (!isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest(`a[href="#${this.#anchor}"]`) : null;
    if (!(link instanceof HTMLElement)) return;
    event.preventDefault();
    this.#open(link);
  };

  get #anchor(): string {
    return this.querySelector("section")?.id ?? "";
  }

  #open(from: HTMLElement): void {
    this.#opener = from;
    this.#dialog?.showModal();
  }
}
