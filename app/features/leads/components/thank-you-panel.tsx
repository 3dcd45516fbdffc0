import { CircleCheckBig } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/**
 * What replaces a lead form once it is sent: a heading that takes focus, the
 * promise, and a way to send another. `anotherHref` is where that leads when
 * there is no script (after a form sent without JavaScript): an empty form.
 */
export function ThankYouPanel({
  title,
  body,
  anotherHref,
  onSendAnother,
  className,
}: {
  title: string;
  body: string;
  anotherHref: string;
  onSendAnother: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "nearest" });
  }, []);
  return (
    <div className={cn("flex flex-col items-center px-2 py-10 text-center", className)} data-testid="contact-thank-you">
      <span className="flex size-16 items-center justify-center rounded-full bg-emerald-50 text-success-700 ring-1 ring-emerald-200">
        <CircleCheckBig aria-hidden className="size-8" />
      </span>
      <h3 ref={heading} tabIndex={-1} className="mt-6 text-2xl font-bold text-ink-900 outline-none">
        {title}
      </h3>
      <p className="mt-3 max-w-md text-ink-700">{body}</p>
      <Button asChild variant="outline" size="lg" className="mt-8">
        <a
          href={anotherHref}
          onClick={(event) => {
            event.preventDefault();
            onSendAnother();
          }}
        >
          {t("leads.contact.sendAnother")}
        </a>
      </Button>
    </div>
  );
}
