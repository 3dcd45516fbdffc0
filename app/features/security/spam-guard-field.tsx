import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { HONEYPOT_FIELD, PUBLIC_FORM_LIMITS } from "./spam-guard-limits";
import type { SpamGuardFields } from "./spam-guard";

/**
 * The browser half of the spam guard for one form: remembers when the form
 * was first shown (`shown` turns true, e.g. a dialog opening) and holds the
 * honeypot's ref. `fields()` gives what to send with the form; a person who
 * sends sooner than the guard's minimum time after the form appeared (an
 * autofilled form, say) is not refused: `fields()` waits out the rest first,
 * while the form shows that it is sending (issue 25).
 */
export function useSpamGuard(shown = true) {
  const startedAt = useRef<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const [round, setRound] = useState(0);
  const hydrating = useIsHydrating();

  useEffect(() => {
    if (!shown || startedAt.current !== null) return;
    // A form in the server's HTML was on screen (and could be typed into) before its script arrived.
    startedAt.current = hydrating ? Math.round(performance.timeOrigin) : Date.now();
  }, [shown, round, hydrating]);

  const fields = useCallback(async (): Promise<SpamGuardFields> => {
    const started = startedAt.current ?? Date.now();
    // A little past the minimum, so the server's clock reading never falls short of it.
    const wait = started + PUBLIC_FORM_LIMITS.minFillMs + 50 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const value = honeypot.current?.value ?? "";
    return { ...(value ? { [HONEYPOT_FIELD]: value } : {}), startedAt: started, sentAt: Date.now() };
  }, []);

  /** The form will be shown afresh (after a successful send): the clock starts again when it is. */
  const restart = useCallback(() => {
    startedAt.current = null;
    if (honeypot.current) honeypot.current.value = "";
    setRound((n) => n + 1);
  }, []);

  return { honeypotRef: honeypot, fields, restart };
}

/**
 * A field people never see, reach or hear: hidden off-screen, out of the tab
 * order and out of the accessibility tree. Bots that fill every input fill it.
 */
export function HoneypotField({ inputRef, idPrefix }: { inputRef: React.Ref<HTMLInputElement>; idPrefix: string }) {
  const { t } = useI18n();
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -top-[9999px] start-0 h-px w-px overflow-hidden opacity-0">
      <label htmlFor={id}>{t("spam.honeypotLabel")}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

const noSubscription = () => () => {};

/** True while React hydrates the server's HTML (the server snapshot is used), false in every later render. */
function useIsHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}
