import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { withXsrfHeader } from "~/hooks/xsrf-fetch";

// SPEC 7.4: every write the app sends to the site carries the XSRF token in a header.
window.fetch = withXsrfHeader(window.fetch.bind(window), () => document.cookie, window.location.origin);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
