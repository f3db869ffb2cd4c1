import { withXsrfHeader } from "~/hooks/xsrf-fetch";
import {
  formatChildrenAges,
  parseChildrenAges,
  VISIT_ANSWERS,
  VISIT_FIELDS,
  VISIT_LIMITS,
  type PlanVisitAnswer,
} from "~/lib/visit-form";

/**
 * <plan-visit-form>: enhances the server-rendered plan-a-visit form
 * (app/components/plan-visit-form.tsx), which works without it. With it:
 * - the form is sent in the background (POST /plan-visit.json, the XSRF
 *   token in its header) and the answer shows in place: the thanks, or each
 *   problem beside its field, focus on the first one;
 * - the children's ages become one number field per child, with "Add a
 *   child" and "Remove" buttons, kept in the form's one `childrenAges` field.
 */

const ENDPOINT = "/plan-visit.json";

/** The element's class, made only where a browser runs this module (HTMLElement is a browser global). */
function definePlanVisitForm(): void {
  class PlanVisitFormElement extends HTMLElement {
    connectedCallback(): void {
      afterHydration(() => {
        const form = this.querySelector("form");
        if (!this.isConnected || !form || form.dataset.enhanced) return;
        form.dataset.enhanced = "true";
        enhanceChildren(form);
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          void send(form);
        });
      });
    }
  }
  customElements.define("plan-visit-form", PlanVisitFormElement);
}

/**
 * INTERIM, while React still hydrates the public pages (issue 20 removes it):
 * changing the server's markup before hydration would not match what React
 * expects, so wait until the shell says it has hydrated (the site header's
 * data-js="on"). A page without React's hydration enhances at once.
 */
function afterHydration(enhance: () => void): void {
  const header = document.querySelector("header.site-header");
  if (!("__reactRouterContext" in window) || !header || header.getAttribute("data-js") === "on") return enhance();
  const observer = new MutationObserver(() => {
    if (header.getAttribute("data-js") !== "on") return;
    observer.disconnect();
    enhance();
  });
  observer.observe(header, { attributes: true, attributeFilter: ["data-js"] });
}

const busy = new WeakSet<HTMLFormElement>();

async function send(form: HTMLFormElement): Promise<void> {
  if (busy.has(form)) return;
  busy.add(form);
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.textContent ?? "";
  if (button) button.textContent = "Sending…";
  let answer: PlanVisitAnswer;
  try {
    const post = withXsrfHeader(window.fetch.bind(window), () => document.cookie, window.location.origin);
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
    const response = await post(ENDPOINT, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    answer = (await response.json()) as PlanVisitAnswer;
  } catch {
    answer = { ok: false, message: VISIT_ANSWERS.failed };
  } finally {
    busy.delete(form);
    if (button) button.textContent = label;
  }
  if (answer.ok) showThanks(form, answer.message);
  else showProblems(form, answer);
}

function showThanks(form: HTMLFormElement, message: string): void {
  const thanks = document.createElement("p");
  thanks.className = "notice plan-visit-message";
  thanks.setAttribute("role", "status");
  thanks.tabIndex = -1;
  thanks.textContent = message;
  form.replaceWith(thanks);
  thanks.focus();
}

function showProblems(form: HTMLFormElement, answer: PlanVisitAnswer): void {
  const errors = answer.fieldErrors ?? {};
  let first: HTMLElement | null = null;
  for (const name of VISIT_FIELDS) {
    const control = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`);
    if (!control) continue;
    const error = form.querySelector<HTMLElement>(`#${CSS.escape(control.id)}-error`);
    const message = errors[name];
    if (error) {
      error.textContent = message ?? "";
      error.hidden = !message;
    }
    // The ages' rows (with JavaScript) carry the message for the hidden field.
    const shown =
      name === "childrenAges" ? [...form.querySelectorAll<HTMLInputElement>("[data-child-age]")] : [control];
    for (const element of shown) {
      element.toggleAttribute("aria-invalid", Boolean(message));
      if (message) element.setAttribute("aria-invalid", "true");
      const described = new Set((element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean));
      if (error && message) described.add(error.id);
      else if (error) described.delete(error.id);
      if (described.size > 0) element.setAttribute("aria-describedby", [...described].join(" "));
      else element.removeAttribute("aria-describedby");
    }
    if (message && !first) first = shown[0] ?? form.querySelector<HTMLElement>("[data-add-child]");
  }
  const formMessage = form.querySelector<HTMLElement>("[data-form-message]");
  if (formMessage) {
    formMessage.textContent = answer.message;
    formMessage.hidden = false;
  }
  (first ?? formMessage)?.focus();
}

/** One number field per child instead of the comma-separated text field. */
function enhanceChildren(form: HTMLFormElement): void {
  const field = form.querySelector<HTMLElement>("[data-children-field]");
  const source = field?.querySelector<HTMLInputElement>('input[name="childrenAges"]');
  if (!field || !source) return;
  const error = field.querySelector<HTMLElement>(".field-error");
  const ages = parseChildrenAges(source.value) ?? [];

  const fieldset = document.createElement("fieldset");
  fieldset.className = "field children-field";
  fieldset.innerHTML = `<legend>Children <span class="field-optional">(optional)</span></legend><ol class="child-rows"></ol>`;
  const rows = fieldset.querySelector("ol") as HTMLOListElement;
  const add = document.createElement("button");
  add.type = "button";
  add.className = "button-text";
  add.dataset.addChild = "";
  add.textContent = "Add a child";

  const sync = () => {
    const typed = [...rows.querySelectorAll<HTMLInputElement>("[data-child-age]")].map((input) => input.value.trim());
    source.value = formatChildrenAges(typed.filter(Boolean).map(Number));
    [...rows.children].forEach((row, index) => {
      const number = index + 1;
      row.querySelector("label")!.textContent = `Age of child ${number}`;
      row.querySelector("button")!.textContent = `Remove child ${number}`;
    });
    add.hidden = rows.children.length >= VISIT_LIMITS.children;
  };

  const addRow = (age: number | null, focus: boolean) => {
    const row = document.createElement("li");
    const inputId = `${source.id}-child-${Math.random().toString(36).slice(2, 8)}`;
    row.innerHTML = `<label for="${inputId}"></label><input id="${inputId}" type="number" inputmode="numeric" min="0" max="${VISIT_LIMITS.childAge}" data-child-age><button type="button" class="button-text"></button>`;
    const input = row.querySelector("input") as HTMLInputElement;
    if (age !== null) input.value = String(age);
    input.addEventListener("input", sync);
    row.querySelector("button")!.addEventListener("click", () => {
      const next = row.nextElementSibling ?? row.previousElementSibling;
      row.remove();
      sync();
      (next?.querySelector("input") ?? add).focus();
    });
    rows.append(row);
    sync();
    if (focus) input.focus();
  };

  add.addEventListener("click", () => addRow(null, true));
  for (const age of ages) addRow(age, false);
  fieldset.append(add);
  if (error) fieldset.append(error);
  // The one field the server reads stays in the form, out of sight and out of the accessibility tree.
  source.hidden = true;
  field.replaceWith(fieldset);
  fieldset.append(source);
  sync();
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "plan-visit-form": React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement>;
    }
  }
}

// Defined where a browser runs this module; on the server it is only imported for the component's types.
if (typeof customElements !== "undefined" && !customElements.get("plan-visit-form")) definePlanVisitForm();
