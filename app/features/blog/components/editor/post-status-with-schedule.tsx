import { formatLongDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import type { AdminPostRow } from "../../blog-post";
import { PostStatusBadge } from "./post-status-badge";

/**
 * The posts list's status cell: the badge, and under it the schedule in
 * Riyadh time: when a scheduled post goes public, or until when a published
 * one stays (decision 042).
 */
export function PostStatusWithSchedule({ post }: { post: Pick<AdminPostRow, "status" | "publishAt" | "unpublishAt"> }) {
  const { t, lang } = useI18n();
  const line =
    post.status === "scheduled" && post.publishAt
      ? t("blogAdmin.schedule.listAt", { time: formatLongDateTime(post.publishAt, lang) })
      : (post.status === "scheduled" || post.status === "published") && post.unpublishAt
        ? t("blogAdmin.schedule.listUntil", { time: formatLongDateTime(post.unpublishAt, lang) })
        : null;
  return (
    <div className="grid justify-items-start gap-1">
      <PostStatusBadge status={post.status} />
      {line && <span className="text-xs text-ink-600">{line}</span>}
    </div>
  );
}
