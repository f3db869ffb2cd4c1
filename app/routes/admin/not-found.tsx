import { data } from "react-router";

/** Any other address under /admin: a 404 in the staff area's own words (frame.tsx). */
export function loader(): never {
  throw data("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
