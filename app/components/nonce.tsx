import { createContext, useContext } from "react";

/**
 * The per-request Content-Security-Policy nonce, for the few inline scripts
 * React Router writes. Browsers hide the nonce attribute after load, so on the
 * client the value is simply empty.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
