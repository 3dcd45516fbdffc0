import { Pencil, Plus, Quote, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { PanelHeading } from "~/components/data-table/data-table";
import { OrderedListStates, OrderedRow, SwitchLabel, useOrderedItems } from "~/components/data-table/ordered-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { deleteTestimonial } from "../api/delete-testimonial";
import { updateTestimonial } from "../api/update-testimonial";
import type { AdminTestimonial, AdminTestimonialList } from "../testimonial";
import type { TestimonialPatch } from "../testimonial.schema";
import { TestimonialDialog } from "./testimonial-dialog";

/**
 * The dashboard's Testimonials tab: every testimonial in display order with
 * its switches (published, home page), up and down, edit and delete. A
 * hand-ordered list (`ordered-list.tsx`, decision 050): neither paged nor searched.
 */
export function TestimonialsTab() {
  const { t, lang } = useI18n();
  const list = useOrderedItems<AdminTestimonialList, AdminTestimonial, TestimonialPatch>({
    url: "/api/admin/testimonials",
    topic: "testimonials",
    itemsOf: (data) => data.testimonials,
    update: updateTestimonial,
    remove: deleteTestimonial,
    switches: ["published", "showOnHome"],
    texts: { failed: "testimonialsAdmin.toast.failed", deleted: "testimonialsAdmin.toast.deleted" },
  });
  const { items, deleting } = list;
  const nameOf = (item: AdminTestimonial) => (lang === "ar" ? item.nameAr : item.nameEn);
  const createButton = (
    <Button variant="secondary" onClick={() => list.setEditing("new")}>
      <Plus aria-hidden className="size-4" />
      {t("testimonialsAdmin.create")}
    </Button>
  );

  return (
    <div>
      <PanelHeading title={t("testimonialsAdmin.title")} lead={t("testimonialsAdmin.lead")} actions={items && items.length > 0 ? createButton : undefined} />
      <OrderedListStates
        loaded={items !== null}
        error={list.error}
        loading={list.loading}
        reload={list.reload}
        texts={{ loading: t("testimonialsAdmin.loading"), failed: t("testimonialsAdmin.fetchFailed"), retry: t("testimonialsAdmin.retry") }}
      />
      {items !== null && items.length === 0 && <EmptyState action={createButton} />}
      {items !== null && items.length > 0 && (
        <ol aria-label={t("testimonialsAdmin.list")} className="grid gap-4">
          {items.map((item, index) => (
            <OrderedRow key={item.id} position={index + 1} count={items.length} name={nameOf(item)} busy={list.busyId === item.id} onMove={(position) => void list.change(item, { position })}>
              <TestimonialContent
                item={item}
                busy={list.busyId === item.id}
                name={nameOf(item)}
                onChange={(patch) => void list.change(item, patch)}
                onEdit={() => list.setEditing(item)}
                onDelete={() => list.setDeleting(item)}
              />
            </OrderedRow>
          ))}
        </ol>
      )}

      <TestimonialDialog editing={list.editing} onClose={() => list.setEditing(null)} onSaved={list.refresh} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !list.deleteBusy && list.setDeleting(null)}
        title={t("testimonialsAdmin.delete.title")}
        description={deleting ? t("testimonialsAdmin.delete.body", { name: nameOf(deleting) }) : ""}
        noLabel={t("admin.form.cancel")}
        yesLabel={list.deleteBusy ? t("testimonialsAdmin.delete.pending") : t("testimonialsAdmin.delete.confirm")}
        onConfirm={() => void list.confirmDelete()}
        busy={list.deleteBusy}
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

function TestimonialContent({
  item,
  busy,
  name,
  onChange,
  onEdit,
  onDelete,
}: {
  item: AdminTestimonial;
  busy: boolean;
  name: string;
  onChange: (patch: TestimonialPatch) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t, lang } = useI18n();
  return (
    <>
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
          label={<SwitchLabel text={t("testimonialsAdmin.toggle.published")} name={name} />}
        />
        <Checkbox
          id={`testimonial-${item.id}-home`}
          checked={item.showOnHome}
          disabled={busy}
          onChange={(event) => onChange({ showOnHome: event.currentTarget.checked })}
          label={<SwitchLabel text={t("testimonialsAdmin.toggle.home")} name={name} />}
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
