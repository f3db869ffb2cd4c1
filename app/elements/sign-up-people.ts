import { markEnhanced } from "./support/enhance";

/**
 * <sign-up-people>: the people of an event's sign-up form
 * (app/components/sign-ups/sign-up-people.tsx, issue 38). The server sends one
 * block per person up to the event's limit, which works without JavaScript;
 * this shows the blocks in use (one at least, and every block already filled
 * or marked with a problem, so nothing typed is hidden) and an "Add a person"
 * button up to the limit. Each added person has a "Remove person N" button.
 *
 * A hidden block is also disabled, so its fields are not posted. Adding a
 * person moves focus to the new block's first field (a screen reader hears
 * "Person 2" and the field); removing one moves it to "Add a person", whose
 * name says how many there are now: no live region.
 * Its words are the server's: `data-add` and `data-remove` with "#" for a
 * person's number, and `data-hint` in place of the hint about empty rows.
 */
export class SignUpPeople extends HTMLElement {
  #blocks: HTMLFieldSetElement[] = [];
  #add = document.createElement("button");

  connectedCallback(): void {
    if (this.hasAttribute("data-enhanced")) return;
    this.#blocks = [...this.querySelectorAll<HTMLFieldSetElement>(":scope > fieldset")];
    if (this.#blocks.length < 2) return;
    markEnhanced(this);
    const words = this.dataset;
    const hint = this.querySelector(":scope > .field-hint");
    if (hint && words.hint) hint.textContent = words.hint;

    this.#blocks.forEach((block, index) => {
      if (index === 0) return;
      const remove = document.createElement("button");
      remove.type = "button";
      remove.className = "button-text sign-up-remove";
      remove.textContent = (words.remove ?? "").replace("#", String(index + 1));
      remove.addEventListener("click", () => this.#remove(index));
      block.append(remove);
    });
    this.#add.type = "button";
    this.#add.className = "button-text sign-up-add";
    this.#add.addEventListener("click", () => {
      const block = this.#blocks[this.#shown()];
      if (!block) return;
      this.#show(this.#shown() + 1);
      block.querySelector<HTMLElement>("input, select")?.focus();
    });
    this.append(this.#add);

    let used = 1;
    this.#blocks.forEach((block, index) => {
      if (inUse(block)) used = index + 1;
    });
    this.#show(used);
  }

  /** How many blocks are shown: always the first ones. */
  #shown(): number {
    return this.#blocks.filter((block) => !block.hidden).length;
  }

  #show(count: number): void {
    this.#blocks.forEach((block, index) => {
      block.hidden = index >= count;
      block.disabled = index >= count;
    });
    this.#add.hidden = count >= this.#blocks.length;
    this.#add.textContent = (this.dataset.add ?? "").replace("#", String(count + 1));
  }

  /** Person `index` leaves: the people after them move up a block, so the shown blocks stay the first ones. */
  #remove(index: number): void {
    const shown = this.#shown();
    for (let at = index; at < shown; at += 1) {
      const next = this.#blocks[at + 1];
      const fields = controls(this.#blocks[at]!);
      const following = next && at + 1 < shown ? controls(next) : [];
      fields.forEach((field, position) => {
        const from = following[position];
        if (from) field.value = from.value;
        else if (field instanceof HTMLSelectElement) field.selectedIndex = 0;
        else field.value = "";
      });
    }
    this.#show(shown - 1);
    this.#add.focus();
  }
}

function controls(block: HTMLFieldSetElement): (HTMLInputElement | HTMLSelectElement)[] {
  return [...block.querySelectorAll<HTMLInputElement | HTMLSelectElement>("input, select")];
}

/** A block the visitor or the server's answer has filled, or that carries a problem: it stays in sight. */
function inUse(block: HTMLFieldSetElement): boolean {
  if (block.contains(document.activeElement) || block.querySelector("[aria-invalid], .field-error")) return true;
  return controls(block).some((field) => {
    if (!(field instanceof HTMLSelectElement)) return field.value.trim() !== "";
    // A list with no option marked shows its first: picked only if another is chosen.
    const initial = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return field.selectedOptions[0] !== initial;
  });
}
