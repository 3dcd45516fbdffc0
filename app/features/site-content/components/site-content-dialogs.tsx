import { zodResolver } from "@hookform/resolvers/zod";
import { Tabs } from "radix-ui";
import { useEffect, useId, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { notifyChanged } from "~/components/data-table/list-events";
import { FormFooter } from "~/components/forms/form-footer";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { toast } from "~/components/ui/use-toast";
import { DraftRestoreBanner } from "~/features/content-drafts/components/draft-restore-banner";
import { DraftStatusLine } from "~/features/content-drafts/components/draft-status-line";
import { useContentDraft } from "~/features/content-drafts/use-content-draft";
import { isSiteDetailKey } from "~/features/site-content/site-details";
import { useI18n } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { createSiteContent } from "../api/create-site-content";
import { updateSiteContent } from "../api/update-site-content";
import { NoTranslationNeeded } from "~/features/content-revisions/components/no-translation-needed";
import { SiteTextTranslationNotice } from "./site-text-translation-notice";
import { contentSections } from "../content-sections";
import type { SiteContentRow } from "../site-content-row";
import { CONTENT_KEY_MAX, CONTENT_LABEL_MAX, createSiteContentSchema, type CreateSiteContentInput, type CreateSiteContentValues } from "../site-content.schema";
import { SiteDetailForm } from "./site-detail-form";
import { SiteTextEditor } from "./site-text-editor";
import { RevisionHistory } from "~/features/content-revisions/components/revision-history";
import { restoreSiteTextRevision } from "../api/restore-site-text-revision";

const tabClass =
  "inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-ink-600 transition-colors hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-ink-900 data-[state=active]:shadow-sm";

/**
 * Edit one item in English and Arabic: plain text with a preview of what the
 * site shows (decision 016). Saving sends only what changed, one language
 * per request, as the spec's call carries only the edited language; the
 * other language is never overwritten with a stale copy. The dashboard shows
 * the languages in tabs; the public pages' edit mode (decision 037) side by
 * side, each with its preview below, stacked on a phone.
 */
export function EditSiteContentDialog({ item, onClose, layout = "tabs" }: { item: SiteContentRow | null; onClose: () => void; layout?: EditLayout }) {
  const { t, lang } = useI18n();
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      {item && (
        <DialogContent
          title={t("siteContent.editDialog.title")}
          eyebrow={lang === "ar" ? item.labelAr : item.labelEn}
          description={<span dir="ltr">{item.key}</span>}
          className="sm:max-w-5xl"
        >
          {isSiteDetailKey(item.key) ? (
            <SiteDetailForm key={item.key} item={item} detailKey={item.key} onDone={onClose} />
          ) : (
            <EditForm key={item.key} item={item} onDone={onClose} layout={layout} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

export type EditLayout = "tabs" | "side-by-side";

function EditForm({ item, onDone, layout }: { item: SiteContentRow; onDone: () => void; layout: EditLayout }) {
  const { t, lang } = useI18n();
  const id = useId();
  // A language behind the other opens first: that is the one to update.
  const behind = (Object.keys(item.translation) as Lang[]).find((l) => item.translation[l] !== "ok");
  const [tab, setTab] = useState<Lang>(behind ?? lang);
  // The fields start from what the site shows: the override, else the built-in text (decision 027; saved unchanged, it stays no override).
  const initial = { en: item.contentEn ?? item.builtInEn ?? "", ar: item.contentAr ?? item.builtInAr ?? "" };
  const [texts, setTexts] = useState(initial);
  const [saving, setSaving] = useState(false);
  // Autosave (decision 042): both languages' texts as typed, offered back when the editor opens again.
  const draft = useContentDraft({
    kind: "site_text",
    itemId: item.key,
    itemUpdatedAt: item.updatedAt,
    initial: { contentEn: initial.en, contentAr: initial.ar },
    onRestore: (values) => setTexts({ en: values.contentEn, ar: values.contentAr }),
  });
  const { change: draftChange } = draft;
  useEffect(() => draftChange({ contentEn: texts.en, contentAr: texts.ar }), [texts, draftChange]);
  // "This change needs no translation" (decision 042): the other language stays up to date.
  const [noTranslationNeeded, setNoTranslationNeeded] = useState(false);

  const save = async () => {
    const changed = (["en", "ar"] as const).filter((l) => texts[l] !== initial[l]);
    if (changed.length === 0) return onDone();
    setSaving(true);
    try {
      for (const l of changed) {
        await updateSiteContent(item.key, l === "en" ? { contentEn: texts.en } : { contentAr: texts.ar }, { noTranslationNeeded });
      }
      draft.settle();
      // The day strip counts texts to translate too.
      notifyChanged("content", "stats");
      toast({ title: t("siteContent.updated.title"), description: t("siteContent.updated.body"), variant: "success" });
      onDone();
    } catch (failure) {
      notifyChanged("content");
      const description = failureText(failure, t("siteContent.updateFailedDefault"));
      toast({ title: t("siteContent.updateFailed"), description, variant: "destructive" });
    } finally {
      setSaving(false);
    }
  };

  const editor = (l: Lang, stacked: boolean) => (
    <SiteTextEditor
      id={`${id}-${l}`}
      label={t(l === "en" ? "siteContent.field.contentEn" : "siteContent.field.contentAr")}
      lang={l}
      englishText={texts.en}
      builtIn={l === "en" ? item.builtInEn : item.builtInAr}
      value={texts[l]}
      onChange={(value) => setTexts((current) => ({ ...current, [l]: value }))}
      stacked={stacked}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="grid gap-5"
    >
      <DraftRestoreBanner draft={draft} />
      <SiteTextTranslationNotice item={item} />
      {layout === "side-by-side" ? (
        <>
          <p className="text-sm text-ink-600">{t("siteContent.editDialog.hint")}</p>
          <div className="grid items-start gap-6 md:grid-cols-2">
            {/* The page's language first: at the start side, and on top on a phone. */}
            {(lang === "ar" ? (["ar", "en"] as const) : (["en", "ar"] as const)).map((l) => (
              // No `dir` here: the field and its preview take their language's direction; labels and hints stay in the page's.
              <div key={l} className="min-w-0">
                {editor(l, true)}
              </div>
            ))}
          </div>
        </>
      ) : (
        <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Lang)}>
          <Tabs.List aria-label={t("siteContent.editDialog.languages")} className="inline-flex gap-1 rounded-lg bg-ink-50 p-1">
            <Tabs.Trigger value="en" className={tabClass}>
              {t("siteContent.editDialog.english")}
            </Tabs.Trigger>
            <Tabs.Trigger value="ar" className={tabClass}>
              {t("siteContent.editDialog.arabic")}
            </Tabs.Trigger>
          </Tabs.List>
          <p className="mt-3 text-sm text-ink-600">{t("siteContent.editDialog.hint")}</p>
          {(["en", "ar"] as const).map((l) => (
            <Tabs.Content key={l} value={l} dir={l === "ar" ? "rtl" : "ltr"} className="mt-4 outline-none">
              {editor(l, false)}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      )}
      <NoTranslationNeeded
        id={`${id}-noTranslationNeeded`}
        checked={noTranslationNeeded}
        onChange={setNoTranslationNeeded}
        label={t("siteContent.translation.noTranslationNeeded")}
        hint={t("siteContent.translation.noTranslationNeededHint")}
      />
      <RevisionHistory
        path={`/api/admin/site-content/${encodeURIComponent(item.key)}`}
        idPrefix={id}
        fieldLabel={(field) => t(field === "contentAr" ? "siteContent.field.contentAr" : "siteContent.field.contentEn")}
        restoreBody={t("siteContent.history.restoreBody")}
        onRestore={async (revision) => {
          await restoreSiteTextRevision(item.key, revision);
          // The restored words are the text now: the list shows them, and the editor closes on them.
          draft.settle();
          notifyChanged("content", "stats");
          onDone();
        }}
      />
      <FormFooter onCancel={onDone} busy={saving} submitLabel={t("siteContent.editDialog.save")} busyLabel={t("admin.form.saving")} status={<DraftStatusLine status={draft.status} />} />
    </form>
  );
}

const emptyItem: CreateSiteContentInput = { key: "", section: undefined, labelEn: "", labelAr: "", contentEn: "", contentAr: "" };
const createFields = ["key", "section", "labelEn", "labelAr", "contentEn", "contentAr"] as const;

/** A new editable text: key (dot notation), section, both labels, and optional texts. */
export function AddSiteContentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && (
        <DialogContent title={t("siteContent.addDialog.title")} description={t("siteContent.addDialog.description")} className="sm:max-w-5xl">
          <AddForm onDone={onClose} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function AddForm({ onDone }: { onDone: () => void }) {
  const { t, lang } = useI18n();
  const id = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CreateSiteContentInput, unknown, CreateSiteContentValues>({
    resolver: zodResolver(createSiteContentSchema),
    defaultValues: emptyItem,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const onSubmit = async (values: CreateSiteContentValues) => {
    try {
      await createSiteContent(values);
      notifyChanged("content");
      toast({ title: t("siteContent.created.title"), description: t("siteContent.created.body"), variant: "success" });
      onDone();
    } catch (failure) {
      applyServerFieldErrors(failure, setError, createFields, { conflict: "key" });
      const description = failureText(failure, t("siteContent.createFailedDefault"));
      toast({ title: t("siteContent.createFailed"), description, variant: "destructive" });
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-5">
      <p className="text-sm text-ink-600">{t("admin.form.requiredNote")}</p>
      <div className="grid items-start gap-5 md:grid-cols-2">
        <FormField id={`${id}-key`} label={t("siteContent.field.key")} required hint={t("siteContent.field.keyHint")} error={fieldErrorText(t, errors.key)} count={{ length: watch("key").length, max: CONTENT_KEY_MAX }}>
          {(field) => <Input {...field} {...ltrInputProps(lang)} autoComplete="off" spellCheck={false} {...register("key")} />}
        </FormField>
        <FormField id={`${id}-section`} label={t("siteContent.field.section")} required error={fieldErrorText(t, errors.section)}>
          {(field) => (
            <Select {...field} defaultValue="" {...register("section", { setValueAs: (value: string) => (value === "" ? undefined : value) })}>
              <option value="" disabled>
                {t("siteContent.field.sectionPlaceholder")}
              </option>
              {contentSections.map((s) => (
                <option key={s} value={s}>
                  {t(`siteContent.section.${s}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField id={`${id}-labelEn`} label={t("siteContent.field.labelEn")} required error={fieldErrorText(t, errors.labelEn)} count={{ length: watch("labelEn").length, max: CONTENT_LABEL_MAX }}>
          {(field) => <Input {...field} dir="ltr" lang="en" className={cn(lang === "ar" && "text-end")} {...register("labelEn")} />}
        </FormField>
        <FormField id={`${id}-labelAr`} label={t("siteContent.field.labelAr")} required error={fieldErrorText(t, errors.labelAr)} count={{ length: watch("labelAr").length, max: CONTENT_LABEL_MAX }}>
          {(field) => <Input {...field} dir="rtl" lang="ar" {...register("labelAr")} />}
        </FormField>
      </div>
      {(["contentEn", "contentAr"] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <SiteTextEditor
              id={`${id}-${name}`}
              label={t(`siteContent.field.${name}`)}
              optional
              lang={name === "contentAr" ? "ar" : "en"}
              englishText={name === "contentAr" ? watch("contentEn") : undefined}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              textareaRef={field.ref}
              error={fieldErrorText(t, fieldState.error)}
            />
          )}
        />
      ))}
      <FormFooter onCancel={onDone} busy={isSubmitting} submitLabel={t("siteContent.addDialog.create")} busyLabel={t("siteContent.addDialog.creating")} />
    </form>
  );
}
