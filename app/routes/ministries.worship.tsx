import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Worship", "Worship arts ministry.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Worship Arts</h1>
      <p>Worship arts ministry.</p>
    </div>
  );
}
