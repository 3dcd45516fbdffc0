import { Quote } from "lucide-react";
import { Container } from "~/components/ui/container";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import type { PageTestimonial } from "../testimonial";

/**
 * Clients' words, in the page's language and the order set in the
 * dashboard: each a figure whose blockquote is the quote and whose caption
 * names the person. Nothing at all, not even the heading, when there are none.
 */
export function TestimonialsSection({ testimonials, className }: { testimonials: PageTestimonial[]; className?: string }) {
  const { t } = useI18n();
  if (testimonials.length === 0) return null;
  const single = testimonials.length === 1;
  return (
    <section id="testimonials" aria-labelledby="testimonials-title" className={cn("py-16 sm:py-24", className)}>
      <Container>
        <div className={cn("max-w-2xl", single && "mx-auto text-center")}>
          <p className="text-sm font-semibold text-sand-700">{t("testimonials.section.eyebrow")}</p>
          <h2 id="testimonials-title" className="mt-3 text-3xl font-bold text-balance text-ink-900 sm:text-4xl">
            {t("testimonials.section.title")}
          </h2>
        </div>
        <ul className={cn("mt-10 grid gap-6", single ? "mx-auto max-w-3xl" : testimonials.length === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3")}>
          {testimonials.map((item) => (
            <li key={item.id}>
              <figure className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 sm:p-8">
                <Quote aria-hidden className="size-8 shrink-0 fill-sand-100 text-sand-600 rtl:-scale-x-100" />
                <blockquote className={cn("mt-5 flex-1 leading-relaxed text-ink-800", single ? "text-xl" : "text-lg")}>
                  <p className="whitespace-pre-line">{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-ink-100 pt-5">
                  <span className="block font-semibold text-ink-900">{item.name}</span>
                  {(item.title || item.company) && (
                    <span className="mt-1 block text-sm text-ink-600">{[item.title, item.company].filter(Boolean).join(" · ")}</span>
                  )}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
