import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Connect", "Find a place to serve.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Get Connected</h1>
      <p>Find a place to serve.</p>
    </div>
  );
}
