import { markEnhanced } from "./support/enhance";

interface ShowIf {
  field: string;
  equals: string;
}

/**
 * <form-conditions>: a church form (app/components/forms/form-view.tsx) with
 * JavaScript (issue 35). Without it every field shows, a field that depends
 * on another's answer with an "only if" note, and the server keeps it only
 * when that answer was given. With it, such a field is hidden (and its
 * controls disabled, so they send nothing) until the answer is given, and its
 * note goes. A second press while the form is on its way sends nothing more
 * (the server would store one anyway: the form's token). The busy words are
 * the server's: `data-busy`.
 */
export class FormConditions extends HTMLElement {
  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    const form = this.querySelector("form");
    if (!form) return;
    markEnhanced(this);
    restoreToken(form);
    const update = () => this.#update(form);
    form.addEventListener("change", update);
    update();
    let sent = false;
    form.addEventListener("submit", (event) => {
      if (sent) {
        event.preventDefault();
        return;
      }
      sent = true;
      keepToken(form);
      const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
      if (button && this.dataset.busy) button.textContent = this.dataset.busy;
      button?.setAttribute("aria-disabled", "true");
    });
    // Back to this page from the browser's history: the form may be sent again.
    window.addEventListener("pageshow", () => {
      sent = false;
    });
  }

  #update(form: HTMLFormElement): void {
    for (const field of form.querySelectorAll<HTMLElement>("[data-show-if]")) {
      const rule = JSON.parse(field.dataset.showIf ?? "{}") as ShowIf;
      const shown = answersOf(form, rule.field).includes(rule.equals);
      field.hidden = !shown;
      for (const control of field.querySelectorAll<HTMLInputElement>("input, textarea, select"))
        control.disabled = !shown;
      field.querySelector<HTMLElement>(".form-condition")?.setAttribute("hidden", "");
    }
  }
}

/** A field's answers as the server reads them: the values chosen; a consent box unticked is "no". */
function answersOf(form: HTMLFormElement, id: string): string[] {
  const controls = [...form.querySelectorAll<HTMLInputElement>(`[name="f.${id}"]`)].filter(
    (control) => !control.disabled,
  );
  if (controls.length === 1 && controls[0]!.type === "checkbox" && controls[0]!.value === "yes") {
    return [controls[0]!.checked ? "yes" : "no"];
  }
  return controls
    .filter((control) => (control.type === "checkbox" || control.type === "radio" ? control.checked : true))
    .map((control) => control.value);
}

/**
 * The token a form was sent with, kept with the browser's history entry (history.state), so that sending,
 * going Back and sending again is one submission with JavaScript as without (docs/forms.md "Once"): Back
 * loads this page again (no cache keeps it) with a new token, which the one sent from this entry replaces.
 * A new visit to the form is a new entry, with its own token.
 */
const stateKey = (form: HTMLFormElement) => `formToken:${form.getAttribute("action") ?? ""}`;

function keepToken(form: HTMLFormElement): void {
  const token = form.querySelector<HTMLInputElement>('input[name="token"]')?.value;
  if (!token) return;
  const state = (history.state as Record<string, unknown> | null) ?? {};
  history.replaceState({ ...state, [stateKey(form)]: token }, "");
}

function restoreToken(form: HTMLFormElement): void {
  const kept = (history.state as Record<string, unknown> | null)?.[stateKey(form)];
  const input = form.querySelector<HTMLInputElement>('input[name="token"]');
  if (typeof kept === "string" && input?.value) input.value = kept;
}
