import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Easter", "Easter Sunday, April 20.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Easter Sunday</h1>
      <p>Easter Sunday, April 20.</p>
    </div>
  );
}
