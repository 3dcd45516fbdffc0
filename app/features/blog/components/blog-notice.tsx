import { CircleExclamationPoint, SearchX } from "lucide-react";
import type { ReactNode } from "react";

/** The error and empty states of a post list: a calm panel in place of the cards. */
export function BlogNotice({ tone, message, action }: { tone: "error" | "empty"; message: string; action?: ReactNode }) {
  const Icon = tone === "error" ? CircleExclamationPoint : SearchX;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className="flex flex-col items-center rounded-xl border border-dashed border-ink-100 bg-ink-50/60 px-6 py-14 text-center"
    >
      <span className={tone === "error" ? "text-danger-700" : "text-sand-700"}>
        <Icon aria-hidden className="size-8" />
      </span>
      <p className="mt-4 max-w-md text-lg text-ink-800">{message}</p>
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
