import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useSite } from "~/hooks/use-site";

/** A section of the staff area the signed-in person's role may open. */
export interface StaffNavItem {
  to: string;
  label: string;
}

export interface StaffShellProps {
  person: { name: string; email: string; roleLabel: string };
  nav: StaffNavItem[];
  children: ReactNode;
}

/**
 * The staff area's frame: the church's name, the sections this person's role
 * may open (nothing else is shown), who is signed in and a sign-out button.
 */
export function StaffShell({ person, nav, children }: StaffShellProps) {
  const churchName = useSite().church.name;
  return (
    <>
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      <header className="staff-bar">
        <div className="staff-bar__inner">
          <a className="staff-bar__site" href="/admin">
            {churchName} staff
          </a>
          <nav className="staff-nav" aria-label="Staff">
            <ul>
              {nav.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end reloadDocument>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="staff-bar__who">
            <span>
              {person.name || person.email} ({person.roleLabel})
            </span>
            <form method="post" action="/admin/sign-out">
              <button type="submit" className="link-button">
                Sign out
              </button>
            </form>
          </div>
        </div>
      </header>
      <main id="content" className="staff-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}

/** The sign-in pages' frame: one card, the church's name above it. */
export function SignInFrame({ children }: { children: ReactNode }) {
  const churchName = useSite().church.name;
  return (
    <main id="content" className="sign-in">
      <p className="sign-in__church">{churchName}</p>
      {children}
    </main>
  );
}

/** A message above a form: an error (announced), a success, or plain news. */
export function Notice({ tone = "info", children }: { tone?: "info" | "error" | "success"; children: ReactNode }) {
  return (
    <div className={`notice${tone === "info" ? "" : ` notice--${tone}`}`} role={tone === "error" ? "alert" : "status"}>
      {children}
    </div>
  );
}
