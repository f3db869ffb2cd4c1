import { data } from "react-router";

// The newsletter sign-up endpoint; its durable storage lands with the visitor-data issue.
export function action() {
  return data({ ok: false, message: "Sign-ups open soon." }, { status: 503 });
}

export const loader = () => new Response(null, { status: 303, headers: { Location: "/" } });
