import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("Resources", "Books, podcasts, videos and apps we recommend.");

export default function Page() {
  return (
    <div className="page container">
      <h1>Resources</h1>
      <p>Books, podcasts, videos and apps we recommend.</p>
    </div>
  );
}
