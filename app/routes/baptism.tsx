import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Baptism", "We seek to be people who do what Jesus did.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Baptisms</h1>
      <p>We seek to be people who do what Jesus did.</p>
    </div>
  );
}
