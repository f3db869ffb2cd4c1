import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Plan Your Visit", "Sundays at 10:30 am.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Plan Your Visit</h1>
      <p>Sundays at 10:30 am.</p>
    </div>
  );
}
