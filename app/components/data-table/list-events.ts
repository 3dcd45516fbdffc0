import { useSyncExternalStore } from "react";

/**
 * What the dashboard's tables and cards show, by topic. A change in one
 * place (a post approved) bumps the topics it affects, and every list
 * showing them fetches again, without a global data library.
 */
export type AdminTopic = "posts" | "pending" | "contacts" | "content" | "stats" | "myArticles";

const versions = new Map<AdminTopic, number>();
const listeners = new Set<() => void>();

export function notifyChanged(...topics: AdminTopic[]): void {
  for (const topic of topics) versions.set(topic, (versions.get(topic) ?? 0) + 1);
  for (const listener of listeners) listener();
}

/** A number that changes whenever one of the topics does; use it as an effect dependency. */
export function useTopicVersion(...topics: AdminTopic[]): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => topics.map((t) => versions.get(t) ?? 0).join("."),
    () => topics.map(() => 0).join("."),
  );
}
