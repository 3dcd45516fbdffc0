import { Controller, type UseFormReturn } from "react-hook-form";
import { fieldErrorText } from "~/components/forms/server-errors";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { Select } from "~/components/ui/select";
import { useI18n } from "~/i18n/i18n-provider";
import type { AdminPostDetail } from "../../blog-post";
import type { BlogPostInput, BlogPostValues } from "../../blog-post.schema";
import type { PostStatus } from "../../post-status";
import { ArticleDetailsSection, CoverDescriptionFields, type ArticleBylines, type ArticleTexts, type CoverDescriptions } from "./article-fields";
import { ImageField } from "./image-field";
import { ScheduleFields } from "./schedule-fields";

type PostForm = UseFormReturn<BlogPostInput, unknown, BlogPostValues>;

/**
 * The post's first section, in the order a writer thinks of it: both
 * titles, the byline in both languages (`ArticleDetailsSection`), the cover
 * as a picture with its description in both languages, then the status,
 * the featured mark and the schedule.
 */
export function PostDetailsSection({ form, idPrefix, post, statuses }: { form: PostForm; idPrefix: string; post: AdminPostDetail | null; statuses: readonly PostStatus[] }) {
  const { t } = useI18n();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <ArticleDetailsSection form={form as unknown as UseFormReturn<ArticleTexts & ArticleBylines>} idPrefix={idPrefix} authorArRequired={!post || Boolean(post.authorAr)}>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageField id={`${idPrefix}-imageUrl`} value={field.value ?? ""} onChange={(value) => field.onChange(value)} inputRef={field.ref} error={fieldErrorText(t, fieldState.error)} />
        )}
      />
      {/* The cover's `alt` in each language (decision 044). */}
      <CoverDescriptionFields form={form as unknown as UseFormReturn<CoverDescriptions>} idPrefix={idPrefix} />
      <div className="grid items-start gap-5 md:grid-cols-2">
        <FormField id={`${idPrefix}-status`} label={t("blogAdmin.field.status")} required error={fieldErrorText(t, errors.status)}>
          {(field) => (
            <Select {...field} {...register("status")}>
              {statuses.map((status) => (
                <option key={status} value={status}>
                  {t(`blogAdmin.status.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="md:pt-7">
          <Checkbox id={`${idPrefix}-featured`} label={<FeaturedLabel />} {...register("featured")} />
        </div>
      </div>
      <ScheduleFields control={form.control} idPrefix={idPrefix} />
    </ArticleDetailsSection>
  );
}

function FeaturedLabel() {
  const { t } = useI18n();
  return (
    <span className="grid">
      <span className="font-semibold text-ink-900">{t("blogAdmin.field.featured")}</span>
      <span className="text-ink-600">{t("blogAdmin.field.featuredHint")}</span>
    </span>
  );
}
