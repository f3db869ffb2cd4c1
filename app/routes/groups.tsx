import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Home Groups", "Home groups meet across the city.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Better Together</h1>
      <p>Home groups meet across the city.</p>
    </div>
  );
}
