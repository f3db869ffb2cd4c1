import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Contact", "How to reach the church.");

export default function Page() {
  return (
    <div className="page container">
      <h1>We're here for you</h1>
      <p>How to reach the church.</p>
    </div>
  );
}
