import { CircleQuestionMark, PencilLine } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { useRootData } from "~/lib/root-data";
import type { SiteContentRow } from "../site-content-row";
import { editableKeyAt, editableTextIndex, markEditableTexts, unmarkEditableTexts } from "../text-edit-targets";
import { EditSiteContentDialog } from "./site-content-dialogs";

const STORAGE_KEY = "siteTextsEditMode";

function storedOn(): boolean {
  try {
    return sessionStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

/**
 * The public pages' edit mode (decision 037), loaded only for a signed-in
 * administrator: a switch in the corner; while it is on, every editable text
 * on the page is outlined and opens the Site Content tab's own editor (both
 * languages side by side, the same checks and save call, audited alike). A
 * save refreshes the page's texts at once; visitors see it at their next load
 * (the save empties the page cache). The choice lasts for the browser tab.
 *
 * The bar is one line on a phone (the switch, and a button that shows how to
 * edit and the page's other texts above it), so it covers little of the
 * page; from `sm` those show whenever the mode is on. While on, the bar is
 * framed in gold, as the texts it outlines are.
 */
export default function TextEditMode() {
  const { t, lang } = useI18n();
  const root = useRootData();
  const revalidator = useRevalidator();
  const [on, setOn] = useState(storedOn);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [helpShown, setHelpShown] = useState(false);
  const helpId = useId();
  const [found, setFound] = useState<ReadonlySet<string>>(new Set());
  const version = useTopicVersion("content");
  const texts = useApiData<{ content: SiteContentRow[] }>(on ? "/api/admin/site-content/texts" : null, version);
  const rows = texts.data?.content;
  const messages = root?.messages;

  const label = (row: SiteContentRow) => (lang === "ar" ? row.labelAr : row.labelEn);
  const byKey = useMemo(() => new Map((rows ?? []).map((row) => [row.key, row])), [rows]);
  // The page's texts changed on the server: show them now (the root loader reads the overrides again).
  useEffect(() => {
    if (version !== "0") void revalidator.revalidate();
    // Only when a save happened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, on ? "on" : "off");
    } catch {
      // Private windows may refuse storage; the switch still works for this page.
    }
  }, [on]);

  // Outline the texts, and again whenever the page changes (a navigation, a section opening, a saved text).
  useEffect(() => {
    const body = document.body;
    if (!on || !rows || !messages) {
      unmarkEditableTexts(body);
      setFound(new Set());
      return;
    }
    const index = editableTextIndex(messages, rows.map((row) => row.key));
    const tooltip = (key: string) => {
      const row = byKey.get(key);
      return row ? t("siteContent.editLabel", { label: label(row) }) : key;
    };
    let frame = 0;
    const scan = () => {
      frame = 0;
      const keys = markEditableTexts(body, index, tooltip);
      setFound((current) => (current.size === keys.size && [...keys].every((k) => current.has(k)) ? current : keys));
    };
    scan();
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(scan);
    });
    observer.observe(body, { childList: true, subtree: true, characterData: true });
    const open = (event: Event) => {
      const key = editableKeyAt(event.target);
      if (!key) return;
      if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
      // The text's own link or button does nothing in edit mode: the click is the edit.
      event.preventDefault();
      event.stopPropagation();
      setEditingKey(key);
    };
    document.addEventListener("click", open, true);
    document.addEventListener("keydown", open, true);
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      document.removeEventListener("click", open, true);
      document.removeEventListener("keydown", open, true);
      unmarkEditableTexts(body);
    };
    // `t` and the labels follow `messages` and `rows`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [on, rows, messages, byKey]);

  // Editable texts of this page that are not outlined: never shown as page text (a search-engine description), or worded like another text.
  const others = useMemo(
    () => (on && rows && messages ? rows.filter((row) => row.key in messages && !found.has(row.key)) : []),
    [on, rows, messages, found],
  );

  return (
    <>
      <div
        data-text-edit-ui
        data-testid="text-edit-bar"
        className={cn(
          "fixed end-3 bottom-3 z-[60] w-max max-w-[calc(100vw-1.5rem)] rounded-xl border bg-white text-ink-900 shadow-xl sm:end-5 sm:bottom-5",
          on ? "border-sand-500 ring-1 ring-sand-500/40" : "border-ink-100",
        )}
      >
        {on && (
          // Above the switch, so the switch stays under the finger; on a phone only when asked for (or to say the texts did not load).
          <div id={helpId} className={cn("max-w-sm border-b border-ink-100 px-4 py-3 text-sm text-ink-700", !helpShown && !(texts.error && !rows) && "max-sm:hidden")} data-testid="text-edit-help">
            {texts.error && !rows ? (
              <p role="alert" className="text-danger-700">
                {t("siteContent.fetchFailed")}
              </p>
            ) : (
              <p>{t("siteContent.inPlace.hint")}</p>
            )}
            {others.length > 0 && (
              <details className="mt-2">
                <summary className="min-h-11 cursor-pointer py-2 font-semibold text-ink-900">{t("siteContent.inPlace.others", { count: others.length })}</summary>
                <p className="text-ink-600">{t("siteContent.inPlace.othersHint")}</p>
                <ul className="mt-2 grid max-h-48 gap-1 overflow-y-auto">
                  {others.map((row) => (
                    <li key={row.key}>
                      <button
                        type="button"
                        onClick={() => setEditingKey(row.key)}
                        className="min-h-11 w-full rounded-md px-2 text-start text-ink-900 underline-offset-4 hover:bg-ink-50 hover:underline"
                      >
                        {label(row)}
                      </button>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </div>
        )}
        <div className="flex items-center">
          <button
            type="button"
            role="switch"
            aria-checked={on}
            onClick={() => setOn((value) => !value)}
            className="flex min-h-11 flex-1 items-center gap-3 rounded-xl px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
          >
            <PencilLine aria-hidden className="size-4 text-sand-700" />
            <span className="flex-1 text-start">{t("siteContent.inPlace.switch")}</span>
            {/* Off: an outlined track, its knob at the start; on: a dark track, its knob at the end. */}
            <span aria-hidden className={cn("relative h-6 w-10 shrink-0 rounded-full transition-colors", on ? "bg-ink-900" : "bg-white ring-1 ring-ink-500 ring-inset")}>
              <span className={cn("absolute top-1 size-4 rounded-full shadow transition-[inset-inline-start]", on ? "start-5 bg-white" : "start-1 bg-ink-500")} />
            </span>
          </button>
          {on && (
            <button
              type="button"
              aria-expanded={helpShown}
              aria-controls={helpId}
              aria-label={t("siteContent.inPlace.help")}
              title={t("siteContent.inPlace.help")}
              onClick={() => setHelpShown((shown) => !shown)}
              className={cn(
                "me-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-50 hover:text-ink-950 focus-visible:outline-2 focus-visible:outline-ink-900 sm:hidden",
                helpShown && "bg-ink-50 text-ink-950",
              )}
            >
              <CircleQuestionMark aria-hidden className="size-5" />
            </button>
          )}
        </div>
      </div>
      <EditSiteContentDialog item={editingKey ? (byKey.get(editingKey) ?? null) : null} onClose={() => setEditingKey(null)} layout="side-by-side" />
    </>
  );
}
