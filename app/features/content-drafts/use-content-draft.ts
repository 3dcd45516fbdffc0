import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useApiData } from "~/components/data-table/use-api-data";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { useRootData } from "~/lib/root-data";
import { deleteContentDraft } from "./api/delete-content-draft";
import { prepareDraftSaving, saveContentDraft } from "./api/save-content-draft";
import { contentDraftPath, stableJson, type ContentDraft, type ContentItemKind, type DraftValues } from "./content-draft";
import { createDraftSaver } from "./draft-saver";
import { forgetKeptDraft, keepDraft, readKeptDraft } from "./kept-draft";

/** What the status line says: nothing yet, sending, kept at a time, not kept, or the session ended (kept in this browser). */
export type DraftStatus = { state: "idle" } | { state: "saving" } | { state: "saved"; savedAt: string } | { state: "failed" } | { state: "signedOut" };

export interface ContentDraftControl<V> {
  status: DraftStatus;
  /** A draft newer than the item, with other values than the item's: offered back when the editor opens. */
  offer: { values: V; savedAt: string } | null;
  restore: () => void;
  discard: () => void;
  /** The form's values changed (each keystroke): the draft is sent 2 s after the last change. */
  change: (values: V) => void;
  /** The item itself was saved (which deleted the draft on the server): nothing waiting is sent any more. */
  settle: () => void;
}

/**
 * Autosave of an editor (decision 042), shared by the post editor, a member's
 * article form and the site-text editor: the account's working draft of the item is sent
 * 2 s after the last change, and at once when the page is hidden or closed
 * (a keepalive request, which can carry the CSRF header; `sendBeacon`
 * cannot) or the editor closes. Opening the editor offers a draft newer than
 * the item, from this browser or another. When the session has ended (401)
 * the values are kept in this browser for the account and item, and sent
 * the next time the editor opens after signing in.
 */
export function useContentDraft<V extends Record<string, unknown>>({
  kind,
  itemId,
  itemUpdatedAt,
  initial,
  onRestore,
}: {
  kind: ContentItemKind;
  /** A post's id, `new` for a post not yet created, or a site text's key. */
  itemId: string;
  /** When the item was last saved (ISO); null for a new post: any draft is newer. */
  itemUpdatedAt: string | null;
  /** The values the editor opened with: a draft equal to them offers nothing. */
  initial: V;
  onRestore: (values: V) => void;
}): ContentDraftControl<V> {
  const { t } = useI18n();
  const userId = useRootData()?.user?.id ?? null;
  const { data, loading } = useApiData<{ draft: ContentDraft | null }>(contentDraftPath(kind, itemId), "", { on401: "returnNull" });
  const [status, setStatus] = useState<DraftStatus>({ state: "idle" });
  const [offer, setOffer] = useState<{ values: V; savedAt: string } | null>(null);
  const [initialJson] = useState(() => stableJson(initial));
  const lastSeen = useRef(initialJson);
  const ready = useRef(false);
  const waitingBeforeReady = useRef<V | null>(null);
  const signedOut = useRef(false);
  const texts = useRef(t);
  useEffect(() => {
    texts.current = t;
  }, [t]);

  const send = useCallback(
    async (values: V, { keepalive }: { keepalive: boolean }) => {
      const draft = values as DraftValues;
      const keep = () => userId !== null && keepDraft(userId, kind, itemId, { values: draft, savedAt: new Date().toISOString() });
      // The page is closing and the session is known to have ended: the answer will never be read, so keep the values first.
      if (keepalive && signedOut.current) keep();
      if (!keepalive) setStatus({ state: "saving" });
      try {
        const { savedAt } = await saveContentDraft(kind, itemId, draft, { keepalive });
        if (userId !== null) forgetKeptDraft(userId, kind, itemId);
        signedOut.current = false;
        setStatus({ state: "saved", savedAt });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 401) {
          keep();
          if (!signedOut.current) toast({ title: texts.current("contentDrafts.signedOut.title"), description: texts.current("contentDrafts.signedOut.body"), variant: "destructive" });
          signedOut.current = true;
          setStatus({ state: "signedOut" });
        } else {
          setStatus({ state: "failed" });
        }
      }
    },
    [kind, itemId, userId],
  );
  const saver = useMemo(() => createDraftSaver<V>(send), [send]);

  // Once the server's draft is read: send what this browser kept when the session ended, and offer the newest draft.
  useEffect(() => {
    if (loading || ready.current) return;
    ready.current = true;
    void prepareDraftSaving();
    const server = data?.draft ?? null;
    const kept = userId !== null ? readKeptDraft(userId, kind, itemId) : null;
    if (kept) void send(kept.values as V, { keepalive: false });
    const newest = kept && (!server || Date.parse(kept.savedAt) >= Date.parse(server.savedAt)) ? kept : server;
    const newer = newest && (itemUpdatedAt === null || Date.parse(newest.savedAt) > Date.parse(itemUpdatedAt));
    if (newest && newer && stableJson(newest.values) !== initialJson) setOffer({ values: newest.values as V, savedAt: newest.savedAt });
    if (waitingBeforeReady.current) saver.change(waitingBeforeReady.current);
  }, [loading, data, userId, kind, itemId, itemUpdatedAt, initialJson, send, saver]);

  // Hidden or closed page: send now, with a request that outlives it. The editor closing (unmount): send what waits.
  useEffect(() => {
    const onHide = (event: Event) => {
      if (event.type === "visibilitychange" && document.visibilityState !== "hidden") return;
      void saver.flush({ keepalive: true });
    };
    window.addEventListener("pagehide", onHide);
    document.addEventListener("visibilitychange", onHide);
    return () => {
      window.removeEventListener("pagehide", onHide);
      document.removeEventListener("visibilitychange", onHide);
      void saver.flush();
    };
  }, [saver]);

  const change = useCallback(
    (values: V) => {
      const json = stableJson(values);
      if (json === lastSeen.current) return;
      lastSeen.current = json;
      // A copy: a form library may change the object it handed over in place.
      const copy = { ...values };
      if (ready.current) saver.change(copy);
      else waitingBeforeReady.current = copy;
    },
    [saver],
  );

  const restore = useCallback(() => {
    if (!offer) return;
    onRestore(offer.values);
    setOffer(null);
    change(offer.values);
  }, [offer, onRestore, change]);

  const discard = useCallback(() => {
    setOffer(null);
    if (userId !== null) forgetKeptDraft(userId, kind, itemId);
    deleteContentDraft(kind, itemId).then(
      () => toast({ title: texts.current("contentDrafts.discarded"), variant: "success" }),
      () => toast({ title: texts.current("contentDrafts.discardFailed"), variant: "destructive" }),
    );
  }, [userId, kind, itemId]);

  const settle = useCallback(() => {
    saver.cancel();
    if (userId !== null) forgetKeptDraft(userId, kind, itemId);
    setStatus({ state: "idle" });
  }, [saver, userId, kind, itemId]);

  return { status, offer, restore, discard, change, settle };
}
