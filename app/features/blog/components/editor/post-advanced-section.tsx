import { Sparkles } from "lucide-react";
import { useEffect, useRef } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { fieldErrorText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { SLUG_MAX, suggestSlug } from "../../blog-post.schema";
import { FoldedSection } from "./folded-section";

/** What the section reads and writes: the firm's post form and a member's article form both have them. */
export interface ArticleAddressFields {
  slug: string;
  titleEn: string;
}

/**
 * What writers rarely touch, folded away: the post's web address (slug).
 * A new post's address follows its English title until it is changed here
 * by hand; an existing post's stays as it is (its address is public), with
 * "Suggest from title" at hand. The fold opens by itself when the address
 * is refused (a taken or malformed slug), and the field is focused; the
 * form opens it too to take a writer to the address (the search check).
 * The same section ends a member's article form (`my-articles.tsx`).
 */
export function PostAdvancedSection({
  form,
  idPrefix,
  followTitle,
  open,
  onOpenChange,
}: {
  form: UseFormReturn<ArticleAddressFields>;
  idPrefix: string;
  followTitle: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, lang } = useI18n();
  const {
    register,
    control,
    setValue,
    getValues,
    setFocus,
    formState: { errors },
  } = form;
  const regionId = `${idPrefix}-advanced`;
  const [slug = "", titleEn = ""] = useWatch({ control, name: ["slug", "titleEn"] });

  const editedByHand = useRef(!followTitle);
  useEffect(() => {
    if (!editedByHand.current) setValue("slug", suggestSlug(titleEn), { shouldValidate: Boolean(errors.slug) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the title only
  }, [titleEn, setValue]);

  const slugError = errors.slug;
  useEffect(() => {
    if (!slugError) return;
    onOpenChange(true);
    // The form could not focus the field while it was folded away.
    requestAnimationFrame(() => {
      if (!(document.activeElement instanceof HTMLElement && document.activeElement.getAttribute("aria-invalid") === "true")) setFocus("slug");
    });
  }, [slugError, setFocus, onOpenChange]);

  const slugField = register("slug", {
    onChange: () => {
      editedByHand.current = true;
    },
  });

  return (
    <FoldedSection
      id={regionId}
      title={t("blogAdmin.form.advanced")}
      open={open}
      onOpenChange={onOpenChange}
      summary={
        <>
          {t("blogAdmin.form.advancedAddress")}:{" "}
          <bdi dir="ltr" className="break-all">
            /blog/{slug}
          </bdi>
        </>
      }
    >
      <FormField
        id={`${idPrefix}-slug`}
        label={t("blogAdmin.field.slug")}
        required
        hint={t(followTitle ? "blogAdmin.field.slugFollows" : "blogAdmin.field.slugHint")}
        error={fieldErrorText(t, errors.slug)}
        count={{ length: slug.length, max: SLUG_MAX }}
      >
        {(field) => (
          <div className="flex gap-2">
            <Input {...field} dir="ltr" className={cn("min-w-0 flex-1", lang === "ar" && "text-end")} autoComplete="off" spellCheck={false} {...slugField} />
            <Button
              type="button"
              variant="outline"
              className="shrink-0 px-3"
              title={t("blogAdmin.field.suggestSlug")}
              onClick={() => setValue("slug", suggestSlug(getValues("titleEn") ?? ""), { shouldValidate: true, shouldDirty: true })}
            >
              <Sparkles aria-hidden className="size-4 text-sand-600" />
              <span className="max-sm:sr-only">{t("blogAdmin.field.suggestSlug")}</span>
            </Button>
          </div>
        )}
      </FormField>
    </FoldedSection>
  );
}
