import { parseDocument as parseHtml } from "htmlparser2";
import { findAll, getAttributeValue, textContent } from "domutils";
import type { Element } from "domhandler";

/**
 * What a browser sends for the fields of a form's HTML (read by a real parser), no submit button pressed
 * unless `press` names one: the editor's forms sent back as a person would send them.
 */
export function submittedFields(html: string, press?: { name: string; value: string }): FormData {
  const document = parseHtml(html);
  const form = new FormData();
  const elements = findAll(
    (node) => ["input", "textarea", "select"].includes(node.name),
    document.children,
  ) as Element[];
  for (const element of elements) {
    const name = getAttributeValue(element, "name");
    if (!name) continue;
    // htmlparser2 leaves a textarea's text as written (entities and all), as browsers do not: decoded here.
    if (element.name === "textarea") form.append(name, textContent(parseHtml(`<p>${textContent(element)}</p>`)));
    else if (element.name === "select") {
      const options = findAll((node) => node.name === "option", element.children) as Element[];
      const chosen = options.find((option) => option.attribs.selected !== undefined) ?? options[0];
      form.append(name, chosen ? (getAttributeValue(chosen, "value") ?? textContent(chosen)) : "");
    } else {
      const type = getAttributeValue(element, "type") ?? "text";
      if (type === "checkbox") {
        if (element.attribs.checked !== undefined) form.append(name, "on");
      } else if (type !== "submit") form.append(name, getAttributeValue(element, "value") ?? "");
    }
  }
  if (press) form.append(press.name, press.value);
  return form;
}
