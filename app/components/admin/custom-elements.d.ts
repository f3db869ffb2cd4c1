import type { DetailedHTMLProps, HTMLAttributes } from "react";

/**
 * The staff area's custom elements (app/elements/admin/), as the server
 * renders them: plain HTML that works without JavaScript, enhanced once the
 * element's script defines it.
 */
type ElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement>;

declare module "react" {
  namespace JSX {
    interface IntrinsicElements {
      "passkey-sign-in": ElementProps;
      "passkey-register": ElementProps;
    }
  }
}
