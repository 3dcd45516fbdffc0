import { notifyChanged, useTopicVersion } from "~/components/data-table/list-events";
import { RevisionHistory } from "~/features/content-revisions/components/revision-history";
import { useI18n } from "~/i18n/i18n-provider";
import { restorePostRevision } from "../../api/restore-post-revision";
import type { AdminPostDetail } from "../../blog-post";

/** The field names of a revision as the post form labels them. */
export const fieldLabelKey = (field: string) => `blogAdmin.field.${field === "imageUrl" ? "image" : field}` as const;

/**
 * The post editor's history (issue 26 item 3, decision 042): the shared
 * history panel on the post's revisions; a restore puts the revision in the
 * form.
 */
export function PostHistorySection({ postId, idPrefix, onRestored }: { postId: number; idPrefix: string; onRestored: (post: AdminPostDetail) => void }) {
  const { t } = useI18n();
  const version = useTopicVersion("posts");
  return (
    <RevisionHistory
      path={`/api/admin/blog/${postId}`}
      version={version}
      idPrefix={idPrefix}
      fieldLabel={(field) => t(fieldLabelKey(field))}
      restoreBody={t("blogAdmin.history.restoreBody")}
      onRestore={async (revision) => {
        onRestored(await restorePostRevision(postId, revision));
        notifyChanged("posts", "stats");
      }}
    />
  );
}
