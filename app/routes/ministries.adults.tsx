import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Adults", "Adult ministries.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Discovering Jesus</h1>
      <p>Adult ministries.</p>
    </div>
  );
}
