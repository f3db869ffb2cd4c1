import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Series", "A sermon series.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Series</h1>
      <p>A sermon series.</p>
    </div>
  );
}
