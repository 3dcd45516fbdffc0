import { CircleExclamationPoint, CircleCheck, X } from "lucide-react";
import { Toast } from "radix-ui";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, useToastState } from "./use-toast";

/** The toast area: one toast visible at a time, F8 moves focus to it. */
export function Toaster() {
  const item = useToastState();
  const { t, dir } = useI18n();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={dir === "rtl" ? "left" : "right"}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {item && (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.durationMs ?? TOAST_DURATION_MS}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border bg-white p-4 pe-10 shadow-lg",
            "data-[state=open]:animate-toast-in data-[state=closed]:opacity-0 transition-opacity",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
            item.variant === "destructive" ? "border-danger-700/30 bg-danger-50 text-danger-700" : "border-ink-100 text-ink-900",
          )}
        >
          {item.variant === "destructive" ? (
            <CircleExclamationPoint aria-hidden className="mt-0.5 size-5 shrink-0" />
          ) : (
            <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-success-700" />
          )}
          <div className="grid gap-1">
            <Toast.Title className="font-semibold">{item.title}</Toast.Title>
            {item.description && <Toast.Description className="text-sm opacity-90">{item.description}</Toast.Description>}
          </div>
          <Toast.Close
            aria-label={t("toast.close")}
            className="absolute end-2 top-2 inline-flex size-8 items-center justify-center rounded-md opacity-70 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport
        label={t("toast.region", { hotkey: "F8" })}
        className="fixed bottom-0 end-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
