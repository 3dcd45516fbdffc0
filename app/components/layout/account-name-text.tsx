import { Fragment } from "react";
import { cn } from "~/lib/cn";

/**
 * An account's name shown whole where room is short (the dashboard's header,
 * the account menus), never cut with an ellipsis: it wraps at spaces, and
 * after the dots, underscores and hyphens a username is made of (usernames
 * have no spaces), and only where one part is still too long anywhere in it.
 * Isolated, in the name's own direction.
 */
export function AccountNameText({ name, className }: { name: string; className?: string }) {
  const parts = name.split(/(?<=[._])/);
  return (
    <bdi dir="auto" className={cn("wrap-anywhere", className)}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </bdi>
  );
}
