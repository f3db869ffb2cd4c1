import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Events", "What is happening at the church.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Events</h1>
      <p>What is happening at the church.</p>
    </div>
  );
}
