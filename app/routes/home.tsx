import { church } from "~/content/church";
import { pageMeta } from "~/lib/meta";

// SPEC 2.3: the home page's title.
export const meta = () => pageMeta(church.tagline, `${church.name} in ${church.streetAddress.city}. ${church.sundayService.label}.`);

export default function Home() {
  return (
    <div className="page container">
      <h1>Welcome to {church.name}</h1>
      <p>{church.sundayService.label}</p>
    </div>
  );
}
