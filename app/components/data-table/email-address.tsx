import { Fragment } from "react";
import { cn } from "~/lib/cn";

/**
 * An e-mail address that may wrap only between its parts: after the `@` and
 * before each dot, never inside a part (a browser would otherwise break it at
 * a hyphen, leaving the hyphen at the wrong end of an Arabic line). Each part
 * is an inline span, so the accessible name stays the address as typed.
 * Left to right in both languages.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    <bdi dir="ltr">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </bdi>
  );
}

/**
 * An e-mail address on one line of a list or card: cut with an ellipsis when
 * the column is narrower (the whole address in its title), never wrapped.
 * Its own left-to-right block, aligned to the line's start in Arabic too.
 */
export function TruncatedEmail({ email, className }: { email: string; className?: string }) {
  return (
    <span dir="ltr" title={email} className={cn("block truncate rtl:text-end", className)}>
      {email}
    </span>
  );
}
