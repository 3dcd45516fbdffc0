import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { stripLangPrefix } from "~/i18n/locales";

/** A link to a home-page section: a plain anchor on the home page, `/#id` elsewhere. */
export function AnchorLink({ id, className, children, onClick }: { id: string; className?: string; children: ReactNode; onClick?: () => void }) {
  const { pathname } = useLocation();
  const { href } = useI18n();
  if (stripLangPrefix(pathname) === "/") {
    return (
      <a href={`#${id}`} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href(`/#${id}`)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
