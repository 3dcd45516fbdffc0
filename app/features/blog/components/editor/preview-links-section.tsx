import { Copy, ExternalLink, Link2, LoaderCircle, Unlink } from "lucide-react";
import { useState } from "react";
import { useApiData } from "~/components/data-table/use-api-data";
import { failureText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { copyText } from "~/components/ui/copy-text";
import { toast } from "~/components/ui/use-toast";
import { formatRiyadhDateTime } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { isolated } from "~/i18n/ltr-runs";
import { useRootData } from "~/lib/root-data";
import { createPreviewLink } from "../../api/create-preview-link";
import { revokePreviewLink } from "../../api/revoke-preview-link";
import { previewPath, type PreviewLink } from "../../preview-link";

/**
 * The post editor's private preview links (issue 26 item 6, decision 042):
 * a link that shows the post, whatever its status, as the public will see it,
 * to someone without an account (the partner who approves it), in either
 * language, for 7 days; listed with its two addresses to copy or open, and
 * ended at once on request.
 */
export function PreviewLinksSection({ postId, idPrefix }: { postId: number; idPrefix: string }) {
  const { t, lang } = useI18n();
  const publicUrl = useRootData()?.publicUrl ?? "";
  const { data, error, reload } = useApiData<{ links: PreviewLink[] }>(`/api/admin/blog/${postId}/preview-links`);
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<PreviewLink | null>(null);
  const [endBusy, setEndBusy] = useState(false);
  const links = data?.links ?? [];

  const create = async () => {
    setCreating(true);
    try {
      await createPreviewLink(postId);
      reload();
      toast({ title: t("blogAdmin.preview.created"), variant: "success" });
    } catch (failure) {
      toast({ title: t("blogAdmin.preview.failed"), description: failureText(failure, t("blogAdmin.preview.failedBody")), variant: "destructive" });
    } finally {
      setCreating(false);
    }
  };

  const end = async () => {
    if (!ending) return;
    setEndBusy(true);
    try {
      await revokePreviewLink(postId, ending.id);
      toast({ title: t("blogAdmin.preview.ended"), variant: "success" });
    } catch (failure) {
      toast({ title: t("blogAdmin.preview.failed"), description: failureText(failure, t("blogAdmin.preview.failedBody")), variant: "destructive" });
    } finally {
      setEndBusy(false);
      setEnding(null);
      reload();
    }
  };

  return (
    <section aria-labelledby={`${idPrefix}-preview`} className="grid min-w-0 gap-4 rounded-xl border border-ink-100 bg-ink-50/40 p-4 sm:p-5" data-testid="preview-links">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h3 id={`${idPrefix}-preview`} className="text-base font-bold text-ink-900">
            {t("blogAdmin.preview.title")}
          </h3>
          <p className="mt-1 text-sm text-ink-600">{t("blogAdmin.preview.body")}</p>
        </div>
        <Button type="button" variant="outline" onClick={() => void create()} disabled={creating}>
          {creating ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <Link2 aria-hidden className="size-4" />}
          {creating ? t("blogAdmin.preview.creating") : t("blogAdmin.preview.create")}
        </Button>
      </div>
      {error != null ? (
        <p role="alert" className="text-sm text-danger-700">
          {t("blogAdmin.preview.loadFailed")}
        </p>
      ) : links.length === 0 ? (
        <p className="text-sm text-ink-600">{data ? t("blogAdmin.preview.none") : t("admin.table.loading")}</p>
      ) : (
        <ul aria-label={t("blogAdmin.preview.listLabel")} className="grid gap-3">
          {links.map((link) => (
            <li key={link.id} className="grid min-w-0 gap-3 rounded-lg border border-ink-100 bg-white p-3 sm:p-4">
              <p className="text-sm text-ink-700">
                {t("blogAdmin.preview.until", { date: formatRiyadhDateTime(link.expiresAt, lang) })}
                {link.createdBy && <> · {t("blogAdmin.preview.by", { name: isolated(link.createdBy) })}</>}
              </p>
              {(["en", "ar"] as const).map((language) => {
                const url = `${publicUrl}${previewPath(link.token, language)}`;
                const label = t(`blogAdmin.preview.page.${language}`);
                return (
                  <div key={language} className="grid min-w-0 gap-1.5">
                    <p className="text-xs font-semibold text-ink-700">{label}</p>
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <code dir="ltr" className="min-w-0 flex-1 basis-48 truncate rounded-md bg-ink-50 px-2.5 py-2 text-xs text-ink-800" title={url}>
                        {url}
                      </code>
                      <Button type="button" variant="outline" onClick={() => void copyText(url, t)} aria-label={t("blogAdmin.preview.copyLabel", { page: label })}>
                        <Copy aria-hidden className="size-4" />
                        {t("blogAdmin.preview.copy")}
                      </Button>
                      <Button asChild variant="outline">
                        <a href={url} target="_blank" rel="noopener" aria-label={t("blogAdmin.preview.openLabel", { page: label })}>
                          <ExternalLink aria-hidden className="size-4 rtl:-scale-x-100" />
                          {t("blogAdmin.preview.open")}
                        </a>
                      </Button>
                    </div>
                  </div>
                );
              })}
              <div>
                <Button type="button" variant="outline" onClick={() => setEnding(link)} className="text-danger-700">
                  <Unlink aria-hidden className="size-4" />
                  {t("blogAdmin.preview.end")}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => !open && !endBusy && setEnding(null)}
        title={t("blogAdmin.preview.endTitle")}
        description={t("blogAdmin.preview.endBody")}
        noLabel={t("blogAdmin.preview.keep")}
        yesLabel={endBusy ? t("blogAdmin.preview.ending") : t("blogAdmin.preview.end")}
        onConfirm={() => void end()}
        busy={endBusy}
      />
    </section>
  );
}
