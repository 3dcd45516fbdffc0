import { ArrowLeft, ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * The dark band that closes a page of reading (the blog's, the case
 * studies'): a heading, a line, and one button to the page that acts on it
 * (the contact page). Texts come translated from the page's feature.
 */
export function ClosingCta({ id, eyebrow, title, body, button, to = "/contact" }: { id: string; eyebrow?: string; title: string; body: string; button: string; to?: string }) {
  const { href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section aria-labelledby={id} className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.06]" />
      <Container className="flex flex-col items-start gap-8 py-16 md:flex-row md:items-center md:justify-between md:py-20">
        <div className="max-w-2xl">
          {eyebrow && <p className="mb-3 text-sm font-semibold text-sand-400">{eyebrow}</p>}
          <h2 id={id} className="text-2xl font-bold text-balance sm:text-3xl">
            {title}
          </h2>
          <p className="mt-4 text-lg text-ink-100/85">{body}</p>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <Link to={href(to)}>
            {button}
            <Arrow aria-hidden className="size-4" />
          </Link>
        </Button>
      </Container>
    </section>
  );
}
