import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("RC Kids", "Partnering with parents to help kids find and follow Jesus.");

export default function Page() {
  return (
    <div className="page container">
      <h1>RC Kids</h1>
      <p>Partnering with parents to help kids find and follow Jesus.</p>
    </div>
  );
}
