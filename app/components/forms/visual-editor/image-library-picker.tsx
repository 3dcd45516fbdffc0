import { Check } from "lucide-react";
import { TablePagination } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Skeleton } from "~/components/ui/skeleton";
import { formatLongDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/** What the picker needs of a media library row (`GET /api/admin/uploads`). */
interface LibraryImage {
  id: string;
  url: string;
  createdAt: string;
}

/**
 * The images already uploaded, to place one again (issue 27 item 6): a grid
 * of pictures from the media library, newest first; choosing one fills the
 * image's address. Staff only, as uploading is.
 */
export function ImageLibraryPicker({ selected, onPick }: { selected: string; onPick: (url: string) => void }) {
  const { t, lang } = useI18n();
  const list = usePagedList<LibraryImage, "images">("/api/admin/uploads", "images", { version: useTopicVersion("images"), pageSize: 12 });
  const label = t("admin.visualEditor.image.library");
  if (list.error != null && !list.rows)
    return (
      <p role="alert" className="text-sm text-danger-700">
        {t("admin.media.fetchFailed")}
      </p>
    );
  if (list.rows === null) return <Skeleton className="h-28 w-full" />;
  if (list.rows.length === 0) return <p className="text-sm text-ink-600">{t("admin.media.empty")}</p>;
  return (
    <div className="grid gap-2">
      <ul aria-label={label} className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="image-library">
        {list.rows.map((image) => {
          const chosen = image.url === selected;
          return (
            <li key={image.id}>
              <button
                type="button"
                aria-pressed={chosen}
                aria-label={t("admin.visualEditor.image.libraryItem", { date: formatLongDate(image.createdAt, lang), path: image.url })}
                onClick={() => onPick(image.url)}
                className={cn("relative block aspect-square w-full overflow-hidden rounded-md border bg-ink-50", chosen ? "border-sand-700 ring-2 ring-sand-600" : "border-ink-100 hover:border-ink-300")}
              >
                <img src={image.url} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
                {chosen && (
                  <span className="absolute end-1 top-1 rounded-full bg-sand-700 p-0.5 text-white">
                    <Check aria-hidden className="size-3.5" />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <TablePagination list={list} label={label} />
    </div>
  );
}
