import { data } from "react-router";

// The plan-a-visit endpoint; its durable storage lands with the visitor-data issue.
export function action() {
  return data({ ok: false, message: "Visit planning opens soon." }, { status: 503 });
}

export const loader = () => new Response(null, { status: 303, headers: { Location: "/visit" } });
