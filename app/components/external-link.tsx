import type { ReactNode } from "react";
import { useT } from "~/hooks/use-t";

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Open in a new tab (announced to screen readers). */
  newTab?: boolean;
}

/** A link to another site. In a new tab it cannot reach back to this page (noopener) and says so. */
export function ExternalLink({ href, children, className, newTab = false }: ExternalLinkProps) {
  const { t } = useT();
  if (!newTab) {
    return (
      <a href={href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{t("layout.newTab")}</span>
    </a>
  );
}
