import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * A button to the iQader platform in a new tab, or, when no platform address
 * is configured (docs/decisions/006), to the firm's contact page instead.
 */
export function PlatformLink({
  url,
  children,
  fallback,
  variant,
  size = "lg",
}: {
  url: string | null;
  children: ReactNode;
  /** The label of the contact-page button; without it nothing is shown when the link is missing. */
  fallback?: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
}) {
  const { t, href } = useI18n();
  if (!url) {
    if (!fallback) return null;
    return (
      <Button asChild size={size} variant={variant}>
        <Link to={href("/contact")}>{fallback}</Link>
      </Button>
    );
  }
  return (
    <Button asChild size={size} variant={variant}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink aria-hidden className="size-4" />
        <span className="sr-only"> {t("careerPlatform.newTab")}</span>
      </a>
    </Button>
  );
}
