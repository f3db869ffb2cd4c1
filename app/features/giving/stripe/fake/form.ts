/**
 * Stripe's request encoding read back (the fake's side): form fields with
 * bracketed keys, `line_items[0][price_data][unit_amount]=5000`,
 * `created[gte]=…`, `payment[type]=payment_intent`, into nested values.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

export function parseStripeForm(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.replace(/\]/g, "").split("[");
    let node: Record<string, FormValue> | FormValue[] = root;
    keys.forEach((key, index) => {
      const last = index === keys.length - 1;
      const next = keys[index + 1];
      const container = node as Record<string, FormValue>;
      const slot = key === "" && Array.isArray(node) ? String(node.length) : key;
      if (last) {
        container[slot] = value;
        return;
      }
      container[slot] ??= next === "" || /^\d+$/.test(next ?? "") ? [] : {};
      node = container[slot] as Record<string, FormValue>;
    });
  }
  return root;
}

/** A nested value as text ("" when absent). */
export function field(values: FormValue | undefined, ...path: (string | number)[]): string {
  let node: FormValue | undefined = values;
  for (const key of path) {
    if (node === undefined || typeof node === "string") return "";
    node = (node as Record<string, FormValue>)[String(key)];
  }
  return typeof node === "string" ? node : "";
}

/** The metadata object of a request (strings only). */
export function metadataOf(values: FormValue | undefined): Record<string, string> {
  if (!values || typeof values === "string" || Array.isArray(values)) return {};
  return Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}
