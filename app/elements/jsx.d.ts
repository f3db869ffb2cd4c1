/**
 * The custom elements of app/elements/, as the server's components write them
 * in JSX: any HTML attribute, as on a <div>.
 */
import type { DetailedHTMLProps, HTMLAttributes } from "react";

type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "background-form": ElementProps;
      "chat-room": ElementProps;
      "children-ages": ElementProps;
      "deferred-frame": ElementProps;
      "draft-autosave": ElementProps;
      "form-conditions": ElementProps;
      "hero-carousel": ElementProps;
      "home-intro": ElementProps;
      "live-chat": ElementProps;
      "live-stage": ElementProps;
      "markdown-preview": ElementProps;
      "newsletter-signup": ElementProps;
      "passkey-register": ElementProps;
      "passkey-sign-in": ElementProps;
      "plan-visit": ElementProps;
      "push-topics": ElementProps;
      "sermon-transcript": ElementProps;
      "sign-up-people": ElementProps;
      "site-menu": ElementProps;
    }
  }
}
