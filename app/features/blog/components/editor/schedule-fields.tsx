import { Clock } from "lucide-react";
import { Controller, useWatch, type Control } from "react-hook-form";
import { fieldErrorText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { fromRiyadhDateTimeInput, riyadhDateTimeInput } from "~/lib/riyadh-time";
import { unpublishableStatuses, type BlogPostInput, type BlogPostValues } from "../../blog-post.schema";

/** An ISO instant as the field shows it (Riyadh's wall clock), and back; an unfinished entry is no time. */
const shown = (value: string | null | undefined) => (value ? riyadhDateTimeInput(new Date(value)) : "");
const stored = (value: string) => fromRiyadhDateTimeInput(value)?.toISOString() ?? null;

/**
 * The post's schedule in the editor (issue 26 item 5, decision 042): with
 * "Scheduled", when it goes public; with "Published" or "Scheduled",
 * optionally when it leaves the site. Entered and shown in Riyadh time,
 * whatever the browser's time zone; the form holds ISO instants, as the API
 * carries them. A time that does not apply to the chosen status stays in the
 * form (switching back finds it) and the server does not keep it.
 */
export function ScheduleFields({ control, idPrefix }: { control: Control<BlogPostInput, unknown, BlogPostValues>; idPrefix: string }) {
  const { t, lang } = useI18n();
  const status = useWatch({ control, name: "status" });
  const scheduled = status === "scheduled";
  if (!scheduled && !(unpublishableStatuses as readonly (string | undefined)[]).includes(status)) return null;
  const timeInputClass = cn("min-w-0 sm:max-w-72", lang === "ar" && "text-end");
  return (
    <div className="grid items-start gap-5 md:grid-cols-2" data-testid="schedule-fields">
      {scheduled && (
        <Controller
          control={control}
          name="publishAt"
          render={({ field, fieldState }) => (
            <FormField
              id={`${idPrefix}-publishAt`}
              label={t("blogAdmin.schedule.publishAt")}
              required
              hint={<PublishHint value={field.value} />}
              error={fieldErrorText(t, fieldState.error)}
            >
              {(control) => (
                <Input
                  {...control}
                  ref={field.ref}
                  type="datetime-local"
                  step={60}
                  dir="ltr"
                  className={timeInputClass}
                  value={shown(field.value)}
                  onChange={(event) => field.onChange(stored(event.target.value))}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
        />
      )}
      <Controller
        control={control}
        name="unpublishAt"
        render={({ field, fieldState }) => (
          <FormField
            id={`${idPrefix}-unpublishAt`}
            label={t("blogAdmin.schedule.unpublishAt")}
            optional
            hint={t("blogAdmin.schedule.unpublishAtHint")}
            error={fieldErrorText(t, fieldState.error)}
          >
            {(control) => (
              <div className="flex flex-wrap items-center gap-2">
                <Input
                  {...control}
                  ref={field.ref}
                  type="datetime-local"
                  step={60}
                  dir="ltr"
                  className={cn("flex-1", timeInputClass)}
                  value={shown(field.value)}
                  onChange={(event) => field.onChange(stored(event.target.value))}
                  onBlur={field.onBlur}
                />
                {field.value && (
                  <Button type="button" variant="outline" className="shrink-0" onClick={() => field.onChange(null)}>
                    {t("blogAdmin.schedule.clearUnpublish")}
                  </Button>
                )}
              </div>
            )}
          </FormField>
        )}
      />
    </div>
  );
}

/** The publish field's hint, and a note when the time chosen has passed by this browser's clock (it publishes at the next run). */
function PublishHint({ value }: { value: string | null | undefined }) {
  const { t } = useI18n();
  const passed = value ? Date.parse(value) <= Date.now() : false;
  return (
    <>
      <span className="block">{t("blogAdmin.schedule.publishAtHint")}</span>
      {passed && (
        <span className="mt-1 flex items-start gap-1.5 font-medium text-warning-700" data-testid="schedule-passed">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("blogAdmin.schedule.passed")}
        </span>
      )}
    </>
  );
}
