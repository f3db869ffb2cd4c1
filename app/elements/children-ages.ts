import { formatChildrenAges, VISIT_LIMITS } from "~/lib/visit-form";
import { markEnhanced } from "./support/enhance";

/**
 * <children-ages>: the plan-a-visit form's children (app/components/plan-visit-form.tsx).
 * The server sends one text field ("4, 7"), which works without JavaScript;
 * this turns it into one number field per child, with "Add a child" and
 * "Remove child N" buttons, and keeps the form's one `childrenAges` field
 * (now out of sight) in step, so the post is the same either way. A problem
 * <background-form> marks on that field is carried to the children's fields.
 * A field the visitor has already typed in stays the text field.
 * Its words are the server's, in the page's language: `data-legend`,
 * `data-optional`, `data-add`, and `data-age` / `data-remove` with "#" for
 * the child's number.
 */
export class ChildrenAges extends HTMLElement {
  connectedCallback(): void {
    // Moved into the plan-visit dialog with its form: already done.
    if (this.hasAttribute("data-enhanced")) return;
    const source = this.querySelector<HTMLInputElement>('input[name="childrenAges"]');
    if (!source) return;
    markEnhanced(this);
    // A visitor who has started on the field before this script arrived (or whose form came back with
    // what they typed) keeps it as it is: nothing moves under their hands.
    if (document.activeElement === source || source.value.trim() !== "") return;
    // Nor for a visitor already at the form (the address names its section): the rows would move it under their eyes.
    const section = this.closest("section[id]");
    if (section && window.location.hash === `#${section.id}`) return;
    this.#makeRows(source);
  }

  #makeRows(source: HTMLInputElement): void {
    const fieldset = document.createElement("fieldset");
    fieldset.className = "children-field";
    const words = this.dataset;
    const legend = document.createElement("legend");
    const optional = document.createElement("span");
    optional.className = "field-optional";
    optional.textContent = words.optional ?? "";
    legend.append(words.legend ?? "", optional);
    const rows = document.createElement("ol");
    rows.className = "child-rows";
    const add = document.createElement("button");
    add.type = "button";
    add.className = "button-text";
    add.textContent = words.add ?? "";
    fieldset.append(legend, rows, add);

    const ageFields = () => [...rows.querySelectorAll<HTMLInputElement>("input")];
    const sync = () => {
      const typed = ageFields()
        .map((input) => input.value.trim())
        .filter(Boolean);
      source.value = formatChildrenAges(typed.map(Number));
      [...rows.children].forEach((row, index) => {
        row.querySelector("label")!.textContent = (words.age ?? "").replace("#", String(index + 1));
        row.querySelector("button")!.textContent = (words.remove ?? "").replace("#", String(index + 1));
      });
      add.hidden = rows.children.length >= VISIT_LIMITS.children;
      mirrorProblem();
    };
    // The answer's problem for the children (on the hidden field) goes to each child's field.
    const mirrorProblem = () => {
      for (const input of ageFields()) {
        for (const name of ["aria-invalid", "aria-describedby"]) {
          const value = source.getAttribute(name);
          if (value === null || (name === "aria-describedby" && !value.endsWith("-error"))) input.removeAttribute(name);
          else input.setAttribute(name, value);
        }
      }
    };
    let counter = 0;
    const addRow = (age: number | null) => {
      const row = document.createElement("li");
      const label = document.createElement("label");
      const input = document.createElement("input");
      input.id = `${source.id}-child-${(counter += 1)}`;
      input.type = "number";
      input.inputMode = "numeric";
      input.min = "0";
      input.max = String(VISIT_LIMITS.childAge);
      if (age !== null) input.value = String(age);
      label.htmlFor = input.id;
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "button-text";
      row.append(label, input, remove);
      input.addEventListener("input", sync);
      remove.addEventListener("click", () => {
        const next = row.nextElementSibling ?? row.previousElementSibling;
        row.remove();
        sync();
        (next?.querySelector("input") ?? add).focus();
      });
      rows.append(row);
      sync();
      return input;
    };
    add.addEventListener("click", () => addRow(null).focus());

    // The server's label, hint and field give way to the fieldset; the field itself stays, hidden, in the form.
    // The fieldset is shorter than what it replaces: it keeps that height, so nothing below it moves (CLS 0).
    const height = this.getBoundingClientRect().height;
    for (const child of [...this.children])
      if (child !== source && !child.classList.contains("field-error")) child.remove();
    // A hidden field, not a hidden text box: no control without a name for checkers (pa11y, issue 38) or assistive tech.
    source.type = "hidden";
    source.removeAttribute("aria-describedby");
    this.prepend(fieldset);
    fieldset.append(source, ...this.querySelectorAll(":scope > .field-error"));
    new MutationObserver(mirrorProblem).observe(source, {
      attributes: true,
      attributeFilter: ["aria-invalid", "aria-describedby"],
    });
    sync();
    if (height > 0) this.style.minHeight = `${height}px`;
  }
}
