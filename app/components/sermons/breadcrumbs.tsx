import { Link } from "react-router";

/** SPEC 2.18 and 2.19: Home > Series|Messages > name. */
export function Breadcrumbs({ section, current }: { section: { label: string; to: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={section.to}>{section.label}</Link>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
