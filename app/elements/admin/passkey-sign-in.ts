import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { markEnhanced } from "../support/enhance";
import { ceremonyProblem, NO_ANSWER, postForJson } from "./post-json";

const ENDPOINT = "/admin/sign-in/passkey";

/**
 * <passkey-sign-in>: the sign-in page's passkey button. The server renders
 * it inside a hidden section (a passkey needs a script); this element shows
 * the section when the browser can use passkeys, asks the server for a
 * challenge, lets the browser's dialog sign it, and sends the answer back;
 * a good answer has started a session, and the page moves on.
 */
export class PasskeySignIn extends HTMLElement {
  connectedCallback() {
    if (!browserSupportsWebAuthn()) return;
    const button = this.querySelector("button");
    if (!button) return;
    button.addEventListener("click", () => void this.signIn(button));
    const section = this.closest<HTMLElement>("[data-needs-script]");
    if (section) section.hidden = false;
    markEnhanced(this);
  }

  private say(text: string) {
    const message = this.querySelector("[data-message]");
    if (message) message.textContent = text;
  }

  private async signIn(button: HTMLButtonElement) {
    button.disabled = true;
    this.say("");
    try {
      const challenge = await postForJson<{ options: PublicKeyCredentialRequestOptionsJSON }>(ENDPOINT, {
        intent: "options",
      });
      if (!challenge) return this.say(NO_ANSWER);
      if (!challenge.ok) return this.say(challenge.message);
      let response;
      try {
        response = await startAuthentication({ optionsJSON: challenge.options });
      } catch (error) {
        return this.say(ceremonyProblem(error));
      }
      const verdict = await postForJson<{ next: string }>(ENDPOINT, {
        intent: "verify",
        response: JSON.stringify(response),
        next: this.dataset.next ?? "/admin",
      });
      if (!verdict) return this.say(NO_ANSWER);
      if (!verdict.ok) return this.say(verdict.message);
      window.location.assign(verdict.next);
    } finally {
      button.disabled = false;
    }
  }
}
