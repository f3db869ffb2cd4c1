import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Privacy Policy", "How we handle your information.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Privacy Policy</h1>
      <p>How we handle your information.</p>
    </div>
  );
}
