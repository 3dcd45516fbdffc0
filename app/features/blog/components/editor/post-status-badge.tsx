import { Badge } from "~/components/ui/badge";
import { useI18n } from "~/i18n/i18n-provider";
import type { PostStatus } from "../../post-status";

const tones = { draft: "neutral", pending: "warning", published: "success", rejected: "danger", changes_requested: "accent", scheduled: "accent" } as const;

export function PostStatusBadge({ status, labelKey }: { status: PostStatus; labelKey?: string }) {
  const { t } = useI18n();
  return (
    <Badge tone={tones[status]} className="whitespace-nowrap">
      <span aria-hidden className="size-1.5 rounded-full bg-current" />
      {t(labelKey ?? `blogAdmin.status.${status}`)}
    </Badge>
  );
}
