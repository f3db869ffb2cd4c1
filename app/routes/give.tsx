import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Give", "How to give.");

export default function Page() {
  return (
    <div className="page container">
      <h1>How to give</h1>
      <p>How to give.</p>
    </div>
  );
}
