/**
 * What every element in app/elements/ shares: it is defined once, and it marks
 * itself `data-enhanced` when it has taken over the server's markup, which the
 * journeys wait for (tests/e2e/support.ts) and CSS may key on.
 */
export function defineElement(name: string, element: CustomElementConstructor): void {
  if (!customElements.get(name)) customElements.define(name, element);
}

export function markEnhanced(element: HTMLElement): void {
  element.setAttribute("data-enhanced", "");
}

/** True when the visitor has already typed into or picked a value in `form`, or is in one of its fields. */
export function formInUse(form: HTMLFormElement): boolean {
  if (form.contains(document.activeElement)) return true;
  return [...form.elements].some((field) => {
    if (field instanceof HTMLInputElement) {
      if (field.type === "hidden") return false;
      if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked;
      return field.value !== field.defaultValue;
    }
    if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
    if (field instanceof HTMLSelectElement)
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    return false;
  });
}
