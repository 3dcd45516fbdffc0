import type { ReactNode } from "react";

/** An empty optional field: a dash for the eye, `label` (e.g. "Not provided") for screen readers. */
export function NotProvided({ label }: { label: string }) {
  return (
    <>
      <span aria-hidden className="text-ink-500">
        —
      </span>
      <span className="sr-only">{label}</span>
    </>
  );
}

/** One labelled value of a details dialog's list (inside a `<dl>`). */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1 text-ink-900">{children}</dd>
    </div>
  );
}
