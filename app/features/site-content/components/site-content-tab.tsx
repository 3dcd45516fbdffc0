import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { DataTable, PanelHeading, TablePagination, TableSearch, type Column } from "~/components/data-table/data-table";
import { useTopicVersion } from "~/components/data-table/list-events";
import { usePagedList } from "~/components/data-table/use-paged-list";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/select";
import { isPerLanguageDetail, isSiteDetailKey, siteDetailKeys, type SiteDetailKey } from "~/features/site-content/site-details";
import { formatLongDate } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { contentSections, type ContentSection } from "../content-sections";
import type { SiteContentRow } from "../site-content-row";
import { contentPreview } from "../site-text-preview";
import { isUntouchedBuiltIn } from "../site-text-search";
import { AddSiteContentDialog, EditSiteContentDialog } from "./site-content-dialogs";
import { TranslationBadges } from "~/features/content-revisions/components/translation-badges";
import { useSearchParams } from "react-router";

/** The Site Content tab: the public site's editable texts, by section. */
export function SiteContentTab() {
  const { t, lang } = useI18n();
  const [section, setSection] = useState<ContentSection | "all">("all");
  // "Translations to update" (decision 042); the day strip links here with `?translations=update`.
  const [searchParams] = useSearchParams();
  const [translation, setTranslation] = useState(searchParams.get("translations") === "update");
  const version = useTopicVersion("content");
  const list = usePagedList<SiteContentRow, "content">("/api/admin/site-content", "content", {
    filters: { section: section === "all" ? undefined : section, translation: translation ? "update" : undefined },
    version,
  });
  const [editing, setEditing] = useState<SiteContentRow | null>(null);
  const [adding, setAdding] = useState(false);
  const label = (row: SiteContentRow) => (lang === "ar" ? row.labelAr : row.labelEn);
  const sectionName = (row: SiteContentRow) =>
    (contentSections as readonly string[]).includes(row.section) ? t(`siteContent.section.${row.section}`) : lang === "ar" ? row.sectionAr : row.sectionEn;

  const columns: Column<SiteContentRow>[] = [
    { id: "section", header: t("siteContent.col.section"), className: "whitespace-nowrap", cell: sectionName },
    {
      id: "label",
      header: t("siteContent.col.label"),
      cell: (row) => (
        <div>
          <p className="font-semibold text-ink-900">{label(row)}</p>
          <p className="text-xs text-ink-500">
            <span dir="ltr">{row.key}</span>
          </p>
          <div className="mt-1 empty:hidden">
            <TranslationBadges flags={row.translation} label={(language, flag) => t(`siteContent.translation.flag.${language}.${flag}`)} />
          </div>
        </div>
      ),
    },
    {
      id: "preview",
      header: t("siteContent.col.preview"),
      className: "w-[36%]",
      cell: (row) => {
        const text = contentPreview(lang === "ar" ? row.contentAr : row.contentEn);
        // A contact detail or the advisor's photo is hidden while empty; a text shows its built-in wording (decisions 022, 027).
        const detail = isSiteDetailKey(row.key);
        const builtIn = contentPreview(lang === "ar" ? row.builtInAr : row.builtInEn);
        if (!text && builtIn) {
          // The last column says "Built-in" for an untouched item; the mark is for the language still built-in beside an edited one.
          return (
            <span className="text-ink-600">
              {builtIn} {!isUntouchedBuiltIn(row) && <span className="text-xs text-ink-500 italic">({t("siteContent.builtInMark")})</span>}
            </span>
          );
        }
        if (!text) return <span className="text-ink-500 italic">{t(detail ? "siteContent.emptyDetail" : "siteContent.emptyText")}</span>;
        if (row.key === siteDetailKeys.advisorPhoto) return <img src={text} alt={t("siteContent.detail.photoPreview")} className="size-12 rounded-full object-cover" />;
        return detail && !isPerLanguageDetail(row.key as SiteDetailKey) ? (
          <span dir="ltr" className="text-ink-700">
            {text}
          </span>
        ) : (
          <span className="text-ink-700">{text}</span>
        );
      },
    },
    {
      id: "updated",
      header: t("siteContent.col.updated"),
      className: "whitespace-nowrap",
      // An item nobody has changed has no "last update" worth a date: the texts are the site's own, or the detail is still empty.
      cell: (row) =>
        isUntouchedBuiltIn(row) ? (
          <span className="text-ink-600" data-testid="site-content-built-in">{t("siteContent.builtIn")}</span>
        ) : isSiteDetailKey(row.key) && !row.contentEn && !row.contentAr ? (
          <span className="text-ink-500">{t("siteContent.notFilledIn")}</span>
        ) : (
          <time dateTime={row.updatedAt}>{formatLongDate(row.updatedAt, lang)}</time>
        ),
    },
    {
      id: "actions",
      header: t("admin.table.actions"),
      headerHidden: true,
      className: "text-end",
      cell: (row) => (
        <Button variant="ghost" className="px-3" aria-label={t("siteContent.editLabel", { label: label(row) })} onClick={() => setEditing(row)}>
          <Pencil aria-hidden className="size-4" />
          {t("siteContent.edit")}
        </Button>
      ),
    },
  ];

  return (
    <div>
      <PanelHeading
        title={t("siteContent.heading")}
        lead={t("siteContent.lead")}
        actions={
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="size-4" />
            {t("siteContent.add")}
          </Button>
        }
      />
      <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <div className="sm:w-56">
          <Select aria-label={t("siteContent.sectionFilter")} value={section} onChange={(event) => setSection(event.target.value as ContentSection | "all")} className="text-sm">
            <option value="all">{t("siteContent.section.all")}</option>
            {contentSections.map((s) => (
              <option key={s} value={s}>
                {t(`siteContent.section.${s}`)}
              </option>
            ))}
          </Select>
        </div>
        <TableSearch value={list.searchInput} onChange={list.setSearchInput} placeholder={t("siteContent.searchPlaceholder")} />
        {/* A toggle like the Leads tab's "Overdue only". */}
        <label className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 text-sm font-medium text-ink-800">
          <input type="checkbox" className="size-4 accent-ink-900" checked={translation} onChange={(event) => setTranslation(event.target.checked)} />
          {t("siteContent.translation.filter")}
        </label>
      </div>
      <DataTable
        caption={t("siteContent.heading")}
        columns={columns}
        list={list}
        rowKey={(row) => row.id}
        emptyText={t("siteContent.empty")}
        errorText={t("siteContent.fetchFailed")}
        minWidthClass="min-w-[860px]"
      />
      <TablePagination list={list} label={t("siteContent.heading")} />
      <EditSiteContentDialog item={editing} onClose={() => setEditing(null)} />
      <AddSiteContentDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
