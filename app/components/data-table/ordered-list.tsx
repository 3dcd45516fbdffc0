import { ArrowDown, ArrowUp, LoaderCircle } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { failureText } from "~/components/forms/server-errors";
import { BidiText } from "~/components/ui/bidi-text";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { cn } from "~/lib/cn";
import { useI18n } from "~/i18n/i18n-provider";
import type { MessageKey } from "~/i18n/translate";
import { notifyChanged, useTopicVersion, type ListTopic } from "./list-events";
import { useApiData, type ApiData } from "./use-api-data";

/**
 * The dashboard's kit for the short lists the firm orders by hand
 * (decision 050): testimonials, the team, sectors, clients. Neither paged nor
 * searched: every item shows, in the order the site shows them, each with its
 * place, up and down, and what the tab puts beside them. The long lists are
 * the DataTable's (`data-table.tsx`).
 *
 * - `useOrderedItems` loads a tab's own list and keeps its state: which row
 *   is busy, switches shown at once and put back after a failure, the item
 *   being edited or deleted, the change and the deletion with their toasts.
 * - `OrderedListStates` the loading line and the failure with Retry.
 * - `OrderedRow` one item: its place and the up and down buttons, then the
 *   tab's content.
 * - `SwitchLabel` a row's checkbox label, naming the item for screen readers.
 */

/** What a hand-ordered item has: an id. Its place is its index in the list. */
interface Ordered {
  id: number;
}

interface OrderedItemsOptions<Data, Item extends Ordered, Patch> {
  /** The tab's list: GET, answered with Data. */
  url: string;
  /** What a change announces (and what reloads the list). */
  topic: ListTopic;
  itemsOf: (data: Data) => Item[];
  update: (id: number, patch: Patch) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** The patch's fields a switch changes, shown at once before the server answers. */
  switches: readonly (keyof Patch & keyof Item)[];
  texts: { failed: MessageKey; deleted: MessageKey };
}

export interface OrderedItems<Data, Item extends Ordered, Patch> extends Pick<ApiData<Data>, "error" | "loading" | "reload"> {
  /** The list with the switches changed a moment ago, or null until it has loaded. */
  items: Item[] | null;
  busyId: number | null;
  editing: Item | "new" | null;
  setEditing: (editing: Item | "new" | null) => void;
  deleting: Item | null;
  setDeleting: (deleting: Item | null) => void;
  deleteBusy: boolean;
  change: (item: Item, patch: Patch) => Promise<void>;
  /** Deletes the item being deleted; the confirmation stays open (with the toast) if that fails. */
  confirmDelete: () => Promise<void>;
  /** Announces a change (after a dialog's save). */
  refresh: () => void;
}

export function useOrderedItems<Data, Item extends Ordered, Patch extends object>(options: OrderedItemsOptions<Data, Item, Patch>): OrderedItems<Data, Item, Patch> {
  const { url, topic, itemsOf, update, remove, switches, texts } = options;
  const { t } = useI18n();
  const version = useTopicVersion(topic);
  const { data, error, loading, reload } = useApiData<Data>(url, version);
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  // A switch shows its new state at once; the next answer from the server replaces it (or puts it back after a failure).
  const [switched, setSwitched] = useState<Record<number, Partial<Item>>>({});
  useEffect(() => setSwitched({}), [data]);
  const refresh = () => notifyChanged(topic);
  const failed = (failure: unknown) => toast({ title: t(texts.failed), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });

  const change = async (item: Item, patch: Patch) => {
    setBusyId(item.id);
    const shown = Object.fromEntries(switches.filter((key) => patch[key] !== undefined).map((key) => [key, patch[key]])) as unknown as Partial<Item>;
    if (Object.keys(shown).length > 0) setSwitched((current) => ({ ...current, [item.id]: { ...current[item.id], ...shown } }));
    try {
      await update(item.id, patch);
    } catch (failure) {
      failed(failure);
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await remove(deleting.id);
      toast({ title: t(texts.deleted), variant: "success" });
      setDeleting(null);
    } catch (failure) {
      failed(failure);
    } finally {
      setDeleteBusy(false);
      refresh();
    }
  };

  const items = data ? itemsOf(data).map((item) => ({ ...item, ...switched[item.id] })) : null;
  return { items, error, loading, reload, busyId, editing, setEditing, deleting, setDeleting, deleteBusy, change, confirmDelete, refresh };
}

/** While a list loads, and when it could not be loaded, with Retry. */
export function OrderedListStates({ loaded, error, loading, reload, texts }: { loaded: boolean; error: unknown; loading: boolean; reload: () => void; texts: { loading?: string; failed: string; retry: string } }) {
  return (
    <>
      {!loaded && error === null && texts.loading && (
        <p role="status" className="flex items-center gap-2 py-10 text-sm text-ink-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {texts.loading}
        </p>
      )}
      {error !== null && !loading && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-700/30 bg-white p-5 text-sm text-danger-700">
          {texts.failed}
          <Button variant="outline" onClick={reload}>
            {texts.retry}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * One item of a hand-ordered list: "No. 2", up and down (named with the item,
 * for screen readers), then the tab's content. On a phone the place and the
 * buttons are a line above the content; from 640 px a column at its start,
 * or, for a `compact` item of a line or two (a sector, a client), a row.
 */
export function OrderedRow({
  position,
  count,
  name,
  busy = false,
  onMove,
  children,
  compact = false,
  testId,
}: {
  position: number;
  count: number;
  name: string;
  busy?: boolean;
  onMove: (position: number) => void;
  children: ReactNode;
  compact?: boolean;
  testId?: string;
}) {
  const { t, lang } = useI18n();
  const moveClass = "size-11 text-ink-700";
  return (
    <li className="rounded-xl border border-ink-100 bg-white" aria-busy={busy || undefined} data-testid={testId}>
      <div className={cn("flex flex-col gap-3 p-3 sm:flex-row sm:gap-4", compact ? "sm:items-center sm:p-4" : "sm:p-5")}>
        <div className={cn("flex items-center gap-1", !compact && "sm:w-14 sm:flex-col sm:gap-0.5")}>
          <span className={cn("me-2 text-sm font-semibold whitespace-nowrap text-ink-600", !compact && "sm:me-0 sm:mb-1")}>{t("admin.order.position", { position: formatNumber(position, lang) })}</span>
          <Button variant="ghost" size="icon" className={moveClass} disabled={busy || position === 1} aria-label={t("admin.order.moveUp", { name })} onClick={() => onMove(position - 1)}>
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button variant="ghost" size="icon" className={moveClass} disabled={busy || position === count} aria-label={t("admin.order.moveDown", { name })} onClick={() => onMove(position + 1)}>
            <ArrowDown aria-hidden className="size-4" />
          </Button>
        </div>
        <div className="min-w-0 flex-1">{children}</div>
      </div>
    </li>
  );
}

/** A row's switch label: the visible text, and for screen readers whose switch it is ("Published (Sara Al-Otaibi)"). */
export function SwitchLabel({ text, name }: { text: string; name: string }) {
  return (
    <>
      <BidiText text={text} />
      <span className="sr-only"> ({name})</span>
    </>
  );
}
