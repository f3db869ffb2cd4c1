import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/browser";
import { markEnhanced } from "../support/enhance";
import { ceremonyProblem, NO_ANSWER, postForJson } from "./post-json";

const ENDPOINT = "/admin/passkeys";

/**
 * <passkey-register>: Security's "Add a passkey" form. Without a script the
 * server's text says a passkey needs one; with it, when the browser can use
 * passkeys, the form appears: its name goes with the browser's new key to the
 * server, which checks it against the challenge it made, and the page
 * reloads with the passkey in the list.
 */
export class PasskeyRegister extends HTMLElement {
  connectedCallback() {
    if (!browserSupportsWebAuthn()) return;
    const form = this.querySelector("form");
    if (!form) return;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.register(form);
    });
    for (const note of this.querySelectorAll<HTMLElement>("[data-without-script]")) note.hidden = true;
    form.hidden = false;
    markEnhanced(this);
  }

  private say(text: string) {
    const message = this.querySelector("[data-message]");
    if (message) message.textContent = text;
  }

  private async register(form: HTMLFormElement) {
    const button = form.querySelector("button");
    if (button) button.disabled = true;
    this.say("");
    try {
      const challenge = await postForJson<{ options: PublicKeyCredentialCreationOptionsJSON }>(ENDPOINT, {
        intent: "options",
      });
      if (!challenge) return this.say(NO_ANSWER);
      if (!challenge.ok) return this.say(challenge.message);
      let response;
      try {
        response = await startRegistration({ optionsJSON: challenge.options });
      } catch (error) {
        return this.say(ceremonyProblem(error));
      }
      const name = new FormData(form).get("name");
      const added = await postForJson<object>(ENDPOINT, {
        intent: "add",
        name: typeof name === "string" ? name : "",
        response: JSON.stringify(response),
      });
      if (!added) return this.say(NO_ANSWER);
      if (!added.ok) return this.say(added.message);
      window.location.assign("/admin/security?added");
    } finally {
      if (button) button.disabled = false;
    }
  }
}
