import { useSyncExternalStore } from "react";

/**
 * What the dashboard's tables and cards (and a member's own articles) show,
 * by topic. A change in one place (a post approved) bumps the topics it
 * affects, and every list showing them fetches again, without a global data
 * library. It is the one refresh mechanism of these lists: a tab that changed
 * its own rows notifies its topic too.
 */
export type ListTopic =
  | "posts"
  | "pending"
  | "contacts"
  | "content"
  | "stats"
  | "myArticles"
  | "users"
  | "testimonials"
  | "hrAssessments"
  | "leadershipAssessments"
  /** The Leads tab: its list, board, counts, chart and an open lead's dialog. */
  | "leads"
  /** The audit log: every audited change or read adds an entry. */
  | "auditLog"
  /** The Privacy tab: the retention preview and the policy's versions. */
  | "privacy"
  /** The Images tab (the media library) and the editor's image picker. */
  | "images"
  /** The Redirects tab: a post renamed or deleted adds to it too. */
  | "redirects"
  /** The Team tab (decision 047). */
  | "people"
  /** The Case studies tab: case studies, sectors, clients and the home figures' sources (decision 048). */
  | "caseStudies";

const versions = new Map<ListTopic, number>();
const listeners = new Set<() => void>();

export function notifyChanged(...topics: ListTopic[]): void {
  for (const topic of topics) versions.set(topic, (versions.get(topic) ?? 0) + 1);
  for (const listener of listeners) listener();
}

/** A number that changes whenever one of the topics does; use it as an effect dependency. */
export function useTopicVersion(...topics: ListTopic[]): string {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => topics.map((t) => versions.get(t) ?? 0).join("."),
    () => topics.map(() => 0).join("."),
  );
}
