import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Sermons", "Watch the latest sermon and explore other series.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Sermons</h1>
      <p>Watch the latest sermon and explore other series.</p>
    </div>
  );
}
