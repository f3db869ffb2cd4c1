import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Message", "A sermon.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Message</h1>
      <p>A sermon.</p>
    </div>
  );
}
