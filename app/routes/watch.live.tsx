import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Live", "Watch the Sunday service live.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Live Stream</h1>
      <p>Watch the Sunday service live.</p>
    </div>
  );
}
