import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Youth", "Middle and high school ministry.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Catalyst Youth</h1>
      <p>Middle and high school ministry.</p>
    </div>
  );
}
