import { ArrowDown, ArrowUp, LoaderCircle, Pencil, Plus, Quote, Trash2 } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { PanelHeading } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/use-toast";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { deleteTestimonial } from "../api/delete-testimonial";
import { updateTestimonial } from "../api/update-testimonial";
import type { AdminTestimonial, AdminTestimonialList } from "../testimonial";
import type { TestimonialPatch } from "../testimonial.schema";
import { TestimonialDialog } from "./testimonial-dialog";

/**
 * The dashboard's Testimonials tab: every testimonial in display order with
 * its switches (published, home page), up and down, edit and delete. The
 * list is short by design, so it is neither paged nor searched.
 */
export function TestimonialsTab() {
  const { t, lang } = useI18n();
  const version = useTopicVersion("testimonials");
  const { data, error, loading, reload } = useApiData<AdminTestimonialList>("/api/admin/testimonials", version);
  const [editing, setEditing] = useState<AdminTestimonial | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonial | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  // A switch shows its new state at once; the next answer from the server replaces it (or puts it back after a failure).
  const [switched, setSwitched] = useState<Record<number, Pick<TestimonialPatch, "published" | "showOnHome">>>({});
  useEffect(() => setSwitched({}), [data]);
  const refresh = () => notifyChanged("testimonials");
  const nameOf = (item: AdminTestimonial) => (lang === "ar" ? item.nameAr : item.nameEn);

  const change = async (item: AdminTestimonial, patch: TestimonialPatch) => {
    setBusyId(item.id);
    if (patch.published !== undefined || patch.showOnHome !== undefined) {
      setSwitched((current) => ({ ...current, [item.id]: { ...current[item.id], ...patch } }));
    }
    try {
      await updateTestimonial(item.id, patch);
    } catch (failure) {
      toast({ title: t("testimonialsAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusyId(null);
      refresh();
    }
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteTestimonial(deleting.id);
      toast({ title: t("testimonialsAdmin.toast.deleted"), variant: "success" });
      setDeleting(null);
    } catch (failure) {
      toast({ title: t("testimonialsAdmin.toast.failed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setDeleteBusy(false);
      refresh();
    }
  };

  const items = data ? data.testimonials.map((item) => ({ ...item, ...switched[item.id] })) : null;
  const createButton = (
    <Button variant="secondary" onClick={() => setEditing("new")}>
      <Plus aria-hidden className="size-4" />
      {t("testimonialsAdmin.create")}
    </Button>
  );

  return (
    <div>
      <PanelHeading title={t("testimonialsAdmin.title")} lead={t("testimonialsAdmin.lead")} actions={items && items.length > 0 ? createButton : undefined} />
      {items === null && error === null && (
        <p role="status" className="flex items-center gap-2 py-10 text-sm text-ink-600">
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {t("testimonialsAdmin.loading")}
        </p>
      )}
      {error !== null && !loading && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-xl border border-danger-700/30 bg-white p-5 text-sm text-danger-700">
          {t("testimonialsAdmin.fetchFailed")}
          <Button variant="outline" onClick={reload}>
            {t("testimonialsAdmin.retry")}
          </Button>
        </div>
      )}
      {items !== null && items.length === 0 && <EmptyState action={createButton} />}
      {items !== null && items.length > 0 && (
        <ol aria-label={t("testimonialsAdmin.list")} className="grid gap-4">
          {items.map((item, index) => (
            <TestimonialRow
              key={item.id}
              item={item}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              busy={busyId === item.id}
              name={nameOf(item)}
              onChange={(patch) => void change(item, patch)}
              onEdit={() => setEditing(item)}
              onDelete={() => setDeleting(item)}
            />
          ))}
        </ol>
      )}

      <TestimonialDialog editing={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !deleteBusy && setDeleting(null)}
        title={t("testimonialsAdmin.delete.title")}
        description={deleting ? t("testimonialsAdmin.delete.body", { name: nameOf(deleting) }) : ""}
        noLabel={t("admin.form.cancel")}
        yesLabel={deleteBusy ? t("testimonialsAdmin.delete.pending") : t("testimonialsAdmin.delete.confirm")}
        onConfirm={() => void remove()}
        busy={deleteBusy}
      />
    </div>
  );
}

function EmptyState({ action }: { action: ReactNode }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-10 sm:px-10">
      <span className="flex size-12 items-center justify-center rounded-full bg-sand-100 text-sand-700">
        <Quote aria-hidden className="size-6 rtl:-scale-x-100" />
      </span>
      <h3 className="mt-5 text-lg font-bold text-ink-900">{t("testimonialsAdmin.empty.title")}</h3>
      <div className="mt-2 max-w-2xl space-y-2 text-[0.95rem] leading-relaxed text-ink-700">
        <p>{t("testimonialsAdmin.empty.body")}</p>
        <p>{t("testimonialsAdmin.empty.how")}</p>
      </div>
      <div className="mt-6">{action}</div>
    </div>
  );
}

function TestimonialRow({
  item,
  position,
  isFirst,
  isLast,
  busy,
  name,
  onChange,
  onEdit,
  onDelete,
}: {
  item: AdminTestimonial;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  busy: boolean;
  name: string;
  onChange: (patch: TestimonialPatch) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, lang } = useI18n();
  const moveClass = "size-11 text-ink-700";
  return (
    <li className="rounded-xl border border-ink-100 bg-white" aria-busy={busy || undefined}>
      <div className="flex flex-col gap-4 p-4 sm:flex-row sm:p-5">
        <div className="flex items-center gap-1 sm:w-14 sm:flex-col sm:gap-0.5">
          <span className="me-2 text-sm font-semibold whitespace-nowrap text-ink-600 sm:me-0 sm:mb-1">
            {t("testimonialsAdmin.position", { position: formatNumber(position, lang) })}
          </span>
          <Button variant="ghost" size="icon" className={moveClass} disabled={busy || isFirst} aria-label={t("testimonialsAdmin.moveUp", { name })} onClick={() => onChange({ position: position - 1 })}>
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button variant="ghost" size="icon" className={moveClass} disabled={busy || isLast} aria-label={t("testimonialsAdmin.moveDown", { name })} onClick={() => onChange({ position: position + 1 })}>
            <ArrowDown aria-hidden className="size-4" />
          </Button>
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap gap-2">
            <Badge tone={item.published ? "success" : "neutral"}>{t(item.published ? "testimonialsAdmin.published" : "testimonialsAdmin.notPublished")}</Badge>
            {item.showOnHome && <Badge tone="accent">{t("testimonialsAdmin.onHome")}</Badge>}
          </div>
          <div className="mt-3 grid gap-3 md:grid-cols-2">
            {(lang === "ar" ? (["ar", "en"] as const) : (["en", "ar"] as const)).map((previewLang) => (
              <Preview key={previewLang} item={item} lang={previewLang} />
            ))}
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-1 border-t border-ink-100 pt-3">
            <Checkbox
              id={`testimonial-${item.id}-published`}
              checked={item.published}
              disabled={busy}
              onChange={(event) => onChange({ published: event.currentTarget.checked })}
              label={<ToggleLabel text={t("testimonialsAdmin.toggle.published")} name={name} />}
            />
            <Checkbox
              id={`testimonial-${item.id}-home`}
              checked={item.showOnHome}
              disabled={busy}
              onChange={(event) => onChange({ showOnHome: event.currentTarget.checked })}
              label={<ToggleLabel text={t("testimonialsAdmin.toggle.home")} name={name} />}
            />
            <div className="ms-auto flex gap-2">
              <Button variant="outline" onClick={onEdit} aria-label={t("testimonialsAdmin.editFor", { name })}>
                <Pencil aria-hidden className="size-4" />
                {t("testimonialsAdmin.edit")}
              </Button>
              <Button variant="ghost" className="text-danger-700 hover:bg-red-50" onClick={onDelete} aria-label={t("testimonialsAdmin.deleteFor", { name })}>
                <Trash2 aria-hidden className="size-4" />
                {t("testimonialsAdmin.delete")}
              </Button>
            </div>
          </div>
        </div>
      </div>
    </li>
  );
}

/** The visible text, and for screen readers whose testimonial the switch belongs to. */
function ToggleLabel({ text, name }: { text: string; name: string }) {
  return (
    <>
      {text}
      <span className="sr-only"> ({name})</span>
    </>
  );
}

/** One language's words as the website shows them, in that language's direction. */
function Preview({ item, lang }: { item: AdminTestimonial; lang: Lang }) {
  const ar = lang === "ar";
  const quote = ar ? item.quoteAr : item.quoteEn;
  const name = ar ? item.nameAr : item.nameEn;
  const detail = [ar ? item.titleAr : item.titleEn, ar ? item.companyAr : item.companyEn].filter(Boolean).join(" · ");
  return (
    <div lang={lang} dir={ar ? "rtl" : "ltr"} className="rounded-lg bg-ink-50/70 p-3 text-start">
      <p className="line-clamp-3 text-sm leading-relaxed whitespace-pre-line text-ink-800">{quote}</p>
      <p className="mt-2 text-sm font-semibold text-ink-900">{name}</p>
      {detail && <p className="text-xs text-ink-600">{detail}</p>}
    </div>
  );
}
