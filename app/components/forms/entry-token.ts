import { useEffect, useState } from "react";

/**
 * A form's one-time token kept with the browser's history entry (issue 35),
 * so the page with JavaScript sends as once as it does without: sent, then
 * Back, then Send again is the same submission. Without JavaScript the page
 * the browser brings back carries the token it was sent with; with it, React
 * Router loads the page again and a new token would make a second
 * submission. So the token sent is written into the entry's history.state,
 * which Back (and a reload) bring back, and used again; a new visit to the
 * form is a new entry, with a new token.
 */
const stateKey = (formId: string) => `formToken:${formId}`;

export function useEntryToken(formId: string, fresh: string): string {
  const [token, setToken] = useState(fresh);
  useEffect(() => {
    const kept: unknown = (window.history.state as Record<string, unknown> | null)?.[stateKey(formId)];
    setToken(typeof kept === "string" && fresh !== "" ? kept : fresh);
  }, [formId, fresh]);
  return token;
}

/** Called as the form is sent: this history entry now stands for that submission. */
export function rememberEntryToken(formId: string, token: string): void {
  if (!token) return;
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  window.history.replaceState({ ...state, [stateKey(formId)]: token }, "");
}
