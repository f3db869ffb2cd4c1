import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("About Us", "Who we are, what we value and the people who serve.");

export default function Page() {
  return (
    <div className="page container">
      <h1>About Us</h1>
      <p>Who we are, what we value and the people who serve.</p>
    </div>
  );
}
