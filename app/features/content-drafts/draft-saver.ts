/** How long after the last change a draft is sent (decision 042). */
export const DRAFT_DEBOUNCE_MS = 2_000;

export interface DraftSaver<V> {
  /** The values changed: sent once nothing has changed for the delay. */
  change(values: V): void;
  /** Sends what is waiting now (the page is hidden or the editor closes); nothing when nothing waits. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  /** Forgets what is waiting (the item itself was saved). */
  cancel(): void;
  hasPending(): boolean;
}

/**
 * The debounce of autosave, apart from React so it can be tested with fake
 * timers: only the last values of a burst of typing are sent, `delayMs`
 * after the last change.
 */
export function createDraftSaver<V>(send: (values: V, options: { keepalive: boolean }) => Promise<void>, delayMs = DRAFT_DEBOUNCE_MS): DraftSaver<V> {
  let waiting: { values: V } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const saver: DraftSaver<V> = {
    change(values) {
      waiting = { values };
      stop();
      timer = setTimeout(() => void saver.flush(), delayMs);
    },
    flush(options = {}) {
      stop();
      if (!waiting) return Promise.resolve();
      const { values } = waiting;
      waiting = null;
      return send(values, { keepalive: options.keepalive ?? false });
    },
    cancel() {
      stop();
      waiting = null;
    },
    hasPending: () => waiting !== null,
  };
  return saver;
}
