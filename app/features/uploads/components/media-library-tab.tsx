import { Building2, Copy, FileText, ImageOff, Newspaper, ScrollText, Trash, UserRound } from "lucide-react";
import { useState } from "react";
import { PanelHeading, TablePagination } from "~/components/data-table/data-table";
import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { copyText } from "~/components/ui/copy-text";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/use-toast";
import { formatLongDate, formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { deleteUploadedImage } from "../api/delete-uploaded-image";
import type { ImageUse, UploadedImageRow } from "../uploaded-image";

/**
 * The Images tab (issue 27 item 6): every uploaded picture, newest first,
 * with where the site shows it; its address copied for reuse; deleted only
 * when nothing shows it (the server refuses otherwise, decision 046).
 */
export function MediaLibraryTab() {
  const { t } = useI18n();
  const list = usePagedList<UploadedImageRow, "images">("/api/admin/uploads", "images", { version: useTopicVersion("images"), pageSize: 24 });
  const [deleting, setDeleting] = useState<UploadedImageRow | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteUploadedImage(deleting.id);
      toast({ title: t("admin.media.deleted"), variant: "success" });
      setDeleting(null);
    } catch (failure) {
      toast({ title: t("admin.media.deleteFailed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
      setDeleting(null);
    } finally {
      notifyChanged("images");
      setBusy(false);
    }
  };

  return (
    <div>
      <PanelHeading title={t("admin.media.heading")} lead={t("admin.media.lead")} />
      {list.error !== null && !list.rows ? (
        <p role="alert" className="text-sm text-danger-700">
          {t("admin.media.fetchFailed")}
        </p>
      ) : list.rows === null ? (
        <ul aria-busy="true" aria-label={t("admin.media.heading")} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-64 w-full" />
            </li>
          ))}
        </ul>
      ) : list.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-ink-200 px-4 py-8 text-center text-sm text-ink-600">{t("admin.media.empty")}</p>
      ) : (
        <ul aria-label={t("admin.media.heading")} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="media-library">
          {list.rows.map((image) => (
            <li key={image.id}>
              <ImageCard image={image} onDelete={() => setDeleting(image)} />
            </li>
          ))}
        </ul>
      )}
      <TablePagination list={list} label={t("admin.media.heading")} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
        title={t("admin.media.deleteDialog.title")}
        description={t("admin.media.deleteDialog.body")}
        noLabel={t("admin.media.deleteDialog.no")}
        yesLabel={t("admin.media.deleteDialog.yes")}
        onConfirm={() => void remove()}
        busy={busy}
      />
    </div>
  );
}

function ImageCard({ image, onDelete }: { image: UploadedImageRow; onDelete: () => void }) {
  const { t, lang } = useI18n();
  const used = image.uses.length > 0;
  const kind = image.contentType.replace(/^image\//, "").toUpperCase();
  const size = t("admin.media.kilobytes", { count: formatNumber(Math.ceil(image.byteSize / 1024), lang) });
  return (
    <article className="grid h-full grid-rows-[auto_1fr_auto] overflow-hidden rounded-xl border border-ink-100 bg-white shadow-xs" data-testid="media-image" data-image-id={image.id}>
      <div className="aspect-[16/10] bg-ink-50">
        <img src={image.url} alt="" loading="lazy" decoding="async" className="size-full object-contain" />
      </div>
      <div className="grid content-start gap-2 p-4 text-sm">
        <p className="text-xs text-ink-600">
          {kind} · {size} · <time dateTime={image.createdAt}>{formatLongDate(image.createdAt, lang)}</time>
          {image.uploadedBy && (
            <>
              {" · "}
              <bdi>{image.uploadedBy}</bdi>
            </>
          )}
        </p>
        <p className="truncate text-xs text-ink-500">
          <span dir="ltr">{image.url}</span>
        </p>
        {used ? (
          <div>
            <p className="text-xs font-semibold text-ink-700">{t("admin.media.usedIn")}</p>
            <ul className="mt-1 grid gap-1">
              {image.uses.map((use, index) => (
                <li key={index}>
                  <UseLine use={use} />
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="flex items-center gap-1.5 text-xs text-ink-600">
            <ImageOff aria-hidden className="size-3.5" />
            {t("admin.media.unused")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 border-t border-ink-100 p-3">
        <Button type="button" variant="outline" className="px-3" onClick={() => void copyText(new URL(image.url, window.location.origin).pathname, t)}>
          <Copy aria-hidden className="size-4" />
          {t("admin.media.copy")}
        </Button>
        <Button
          type="button"
          variant="outline"
          className="px-3 text-danger-700"
          disabled={used}
          aria-describedby={used ? `media-${image.id}-in-use` : undefined}
          onClick={onDelete}
          aria-label={t("admin.media.deleteLabel", { path: image.url })}
        >
          <Trash aria-hidden className="size-4" />
          {t("admin.media.delete")}
        </Button>
        {used && (
          <p id={`media-${image.id}-in-use`} className="basis-full text-xs text-ink-600">
            {t("admin.media.inUseHint")}
          </p>
        )}
      </div>
    </article>
  );
}

function UseLine({ use }: { use: ImageUse }) {
  const { t, lang } = useI18n();
  if (use.kind === "post")
    return (
      <span className="flex items-start gap-1.5 text-ink-800">
        <Newspaper aria-hidden className="mt-0.5 size-3.5 shrink-0 text-ink-500" />
        <span>
          <bdi className="font-medium">{lang === "ar" ? use.titleAr : use.titleEn}</bdi> <span className="text-ink-600">({t(`admin.media.place.${use.place}`)})</span>
        </span>
      </span>
    );
  if (use.kind === "siteText")
    return (
      <span className="flex items-start gap-1.5 text-ink-800">
        <FileText aria-hidden className="mt-0.5 size-3.5 shrink-0 text-ink-500" />
        <bdi>{lang === "ar" ? use.labelAr : use.labelEn}</bdi>
      </span>
    );
  if (use.kind === "client")
    return (
      <span className="flex items-start gap-1.5 text-ink-800">
        <Building2 aria-hidden className="mt-0.5 size-3.5 shrink-0 text-ink-500" />
        <bdi>{t("admin.media.clientLogo", { name: lang === "ar" ? use.nameAr : use.nameEn })}</bdi>
      </span>
    );
  if (use.kind === "person")
    return (
      <span className="flex items-start gap-1.5 text-ink-800">
        <UserRound aria-hidden className="mt-0.5 size-3.5 shrink-0 text-ink-500" />
        <bdi>{t("admin.media.portrait", { name: lang === "ar" ? use.nameAr : use.nameEn })}</bdi>
      </span>
    );
  return (
    <span className="flex items-start gap-1.5 text-ink-800">
      <ScrollText aria-hidden className="mt-0.5 size-3.5 shrink-0 text-ink-500" />
      {t("admin.media.privacyNotice", { version: formatNumber(use.version, lang, { grouping: false }) })}
    </span>
  );
}

