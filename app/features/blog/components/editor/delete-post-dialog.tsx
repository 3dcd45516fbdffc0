import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { notifyChanged } from "~/components/data-table/list-events";
import { useApiData } from "~/components/data-table/use-api-data";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { deleteBlogPost } from "../../api/delete-blog-post";
import type { AdminPostRow, PostsPage } from "../../blog-post";
import { postAddresses } from "../../redirects/redirect-path";
import { postDeletionSchema, type PostDeletionInput, type PostDeletionValues } from "../../redirects/redirect.schema";

/** The most published articles the "Send visitors to" list offers; any other page can be typed. */
const POST_CHOICES = 100;
const NONE = "";
const OTHER = "other";

/**
 * The spec's delete confirmation (No/Yes). For a published post it also asks
 * where its readers go (decision 043): nowhere (the address says the article
 * was removed, 410), another published article, or any page of the site.
 */
export function DeletePostDialog({ post, onClose }: { post: AdminPostRow | null; onClose: () => void }) {
  return post ? <DeletePostConfirm key={post.id} post={post} onClose={onClose} /> : null;
}

function DeletePostConfirm({ post, onClose }: { post: AdminPostRow; onClose: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const published = post.status === "published";
  const [choice, setChoice] = useState(NONE);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    formState: { errors },
  } = useForm<PostDeletionInput, unknown, PostDeletionValues>({ resolver: zodResolver(postDeletionSchema), defaultValues: { redirectTo: "" } });
  const others = useApiData<PostsPage>(published ? `/api/admin/blog?status=published&pageSize=${POST_CHOICES}` : null);
  const title = (row: Pick<AdminPostRow, "titleEn" | "titleAr">) => (lang === "ar" ? row.titleAr : row.titleEn);

  const choose = (value: string) => {
    setChoice(value);
    clearErrors();
    setValue("redirectTo", value === OTHER || value === NONE ? "" : value);
  };

  const remove = async ({ redirectTo }: PostDeletionValues) => {
    if (choice === OTHER && !redirectTo?.trim()) {
      setError("redirectTo", { message: "admin.form.error.required" }, { shouldFocus: true });
      return;
    }
    setBusy(true);
    try {
      await deleteBlogPost(post.id, { redirectTo: published && redirectTo?.trim() ? redirectTo : undefined });
      notifyChanged("posts", "pending", "stats", "redirects");
      toast({ title: t("blogAdmin.deleted.title"), description: t("blogAdmin.deleted.body"), variant: "success" });
      onClose();
    } catch (failure) {
      if (applyServerFieldErrors(failure, setError, ["redirectTo"])) return;
      if (failure instanceof ApiError && failure.status === 404) {
        notifyChanged("posts", "pending", "stats");
        onClose();
      }
      toast({ title: t("blogAdmin.deleteFailed"), description: failureText(failure, t("admin.form.tryAgain")), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const confirm = handleSubmit(remove);
  const path = ltrInputProps(lang);

  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t("blogAdmin.deleteDialog.title")}
      description={t("blogAdmin.deleteDialog.body", { title: title(post) })}
      noLabel={t("blogAdmin.deleteDialog.no")}
      yesLabel={t("blogAdmin.deleteDialog.yes")}
      onConfirm={() => void confirm()}
      busy={busy}
    >
      {published && (
        <form noValidate onSubmit={(event) => void confirm(event)} className="grid gap-4 border-t border-ink-100 pt-4">
          <FormField id={`${id}-choice`} label={t("redirectsAdmin.postDelete.label")} hint={t("redirectsAdmin.postDelete.hint")} optional>
            {(control) => (
              <Select {...control} value={choice} onChange={(event) => choose(event.target.value)} disabled={busy} className="text-sm">
                <option value={NONE}>{t("redirectsAdmin.postDelete.none")}</option>
                <optgroup label={t("redirectsAdmin.postDelete.posts")}>
                  {(others.data?.posts ?? [])
                    .filter((other) => other.id !== post.id)
                    .map((other) => (
                      <option key={other.id} value={postAddresses(other.slug).en}>
                        {title(other)}
                      </option>
                    ))}
                </optgroup>
                <option value={OTHER}>{t("redirectsAdmin.postDelete.other")}</option>
              </Select>
            )}
          </FormField>
          {choice === OTHER && (
            <FormField id={`${id}-path`} label={t("redirectsAdmin.postDelete.path")} required hint={t("redirectsAdmin.postDelete.pathHint")} error={fieldErrorText(t, errors.redirectTo)}>
              {(control) => (
                <Input {...control} {...register("redirectTo")} {...path} autoComplete="off" spellCheck={false} placeholder="/blog" disabled={busy} />
              )}
            </FormField>
          )}
          {choice !== OTHER && errors.redirectTo && (
            <p role="alert" className="text-sm text-danger-700">
              {fieldErrorText(t, errors.redirectTo)}
            </p>
          )}
        </form>
      )}
    </ConfirmDialog>
  );
}
