/**
 * The staff area's one script (issue 18): its custom elements, each in a file
 * of its own under admin/. Public pages never load it; Vite bundles it apart
 * from the public entry.
 */
import { PasskeyRegister } from "./admin/passkey-register";
import { PasskeySignIn } from "./admin/passkey-sign-in";

for (const [name, element] of [
  ["passkey-register", PasskeyRegister],
  ["passkey-sign-in", PasskeySignIn],
] as const) {
  if (!customElements.get(name)) customElements.define(name, element);
}
