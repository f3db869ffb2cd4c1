import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Christmas Eve", "A candlelight service on December 24.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Christmas Eve</h1>
      <p>A candlelight service on December 24.</p>
    </div>
  );
}
