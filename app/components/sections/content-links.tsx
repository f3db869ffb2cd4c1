import type { ReactNode } from "react";
import { Link } from "react-router";
import { useLanguagePrefix } from "~/hooks/use-language-prefix";
import { ExternalLink } from "../external-link";
import { useFill, useLeadsSomewhere, usePageContext } from "./page-context";

const BUTTON_CLASS = {
  primary: "button",
  highlight: "button button-gold",
  outline: "button button-outline",
  link: "",
} as const;

export interface ButtonData {
  label: string;
  href?: string;
  style: keyof typeof BUTTON_CLASS;
  newTab: boolean;
}

/** A link from the content: a page of this site, a document, another site, an e-mail or a phone number. */
export function ContentLink({
  href,
  className,
  newTab = false,
  children,
}: {
  href: string;
  className?: string;
  newTab?: boolean;
  children: ReactNode;
}) {
  const prefix = useLanguagePrefix();
  if (href.startsWith("files/"))
    return (
      <ExternalLink href={`/${href}`} className={className} newTab={newTab}>
        {children}
      </ExternalLink>
    );
  if (href.startsWith("/") && !href.startsWith("//") && !newTab) {
    return (
      <Link to={href} className={className || undefined}>
        {children}
      </Link>
    );
  }
  // A page of this site in a new tab: in the page's language too.
  const own = href.startsWith("/") && !href.startsWith("//") && prefix ? `${prefix}${href === "/" ? "/" : href}` : href;
  return (
    <ExternalLink href={own} className={className || undefined} newTab={newTab}>
      {children}
    </ExternalLink>
  );
}

export function ContentButton({ button }: { button: ButtonData }) {
  const { planHref } = usePageContext();
  const fill = useFill();
  const leadsSomewhere = useLeadsSomewhere();
  const href = button.href ?? planHref;
  if (!leadsSomewhere(href)) return null;
  const className = BUTTON_CLASS[button.style] || undefined;
  // In-page anchors and the plan-a-visit form are plain links (the dialog's script listens for them).
  if (href.startsWith("#")) {
    return (
      <a className={className} href={href}>
        {fill(button.label)}
      </a>
    );
  }
  return (
    <ContentLink href={href} className={className} newTab={button.newTab}>
      {fill(button.label)}
    </ContentLink>
  );
}

export function Buttons({ buttons }: { buttons: readonly ButtonData[] }) {
  if (buttons.length === 0) return null;
  return (
    <p className="section-buttons">
      {buttons.map((button) => (
        <ContentButton key={`${button.label}${button.href ?? ""}`} button={button} />
      ))}
    </p>
  );
}
