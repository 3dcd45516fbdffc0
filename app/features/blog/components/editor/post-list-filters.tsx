import type { ReactNode } from "react";
import { TableSearch } from "~/components/data-table/data-table";
import { Select } from "~/components/ui/select";
import { useI18n } from "~/i18n/i18n-provider";
import { postStatuses, type PostStatus } from "../../post-status";

/**
 * The search box and status filter above a list of posts (the posts list and
 * the search check's report), with room for what a list adds after them.
 */
export function PostListFilters({
  search,
  onSearch,
  status,
  onStatus,
  children,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: PostStatus | "";
  onStatus: (status: PostStatus | "") => void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-center">
      <TableSearch value={search} onChange={onSearch} placeholder={t("blogAdmin.searchPlaceholder")} />
      <div className="sm:w-48">
        <Select aria-label={t("blogAdmin.statusFilter")} value={status} onChange={(event) => onStatus(event.target.value as PostStatus | "")} className="text-sm">
          <option value="">{t("blogAdmin.statusAll")}</option>
          {postStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`blogAdmin.status.${s}`)}
            </option>
          ))}
        </Select>
      </div>
      {children}
    </div>
  );
}
