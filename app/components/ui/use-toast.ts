import { useSyncExternalStore } from "react";

/** Spec (public-site.md §9): one toast at a time, 5 s by default. */
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: "default" | "destructive" | "success";
  durationMs?: number;
}

export interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let current: ToastItem | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
let markShown: () => void = () => {};
const firstShown = new Promise<void>((resolve) => (markShown = resolve));

/** Resolves once a toast has been shown: on a page of islands the toast area loads only then (decision 040). */
export function whenToastShown(): Promise<void> {
  return firstShown;
}

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. */
export function toast(options: ToastOptions): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...options, id, open: true };
  markShown();
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

export function useToastState(): ToastItem | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

export function useToast() {
  return { toast, dismiss: dismissToast };
}
