import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, Save } from "lucide-react";
import type { ReactNode } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useRevalidator } from "react-router";
import { BidiText } from "~/components/ui/bidi-text";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/use-toast";
import { PasswordInput } from "~/features/auth/components/password-input";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { useI18n } from "~/i18n/i18n-provider";
import type { Profile } from "../profile";
import { profileFormSchema, YEARS_OF_EXPERIENCE_MAX, type ProfileFormInput, type ProfileFormOutput } from "../profile.schema";
import { updateProfile } from "../api/update-profile";

const PROFILE_FIELDS = [
  "username",
  "fullName",
  "email",
  "linkedinUrl",
  "bio",
  "currentJobTitle",
  "desiredJobTitle",
  "location",
  "gender",
  "industry",
  "yearsOfExperience",
  "receiveJobAlerts",
  "receiveNewsletter",
  "professionalSkills",
  "currentPassword",
  "newPassword",
] as const;

function formValues(profile: Profile): ProfileFormInput {
  return {
    username: profile.username,
    fullName: profile.fullName ?? "",
    email: profile.email ?? "",
    linkedinUrl: profile.linkedinUrl ?? "",
    bio: profile.bio ?? "",
    currentJobTitle: profile.currentJobTitle ?? "",
    desiredJobTitle: profile.desiredJobTitle ?? "",
    location: profile.location ?? "",
    gender: profile.gender ?? "",
    industry: profile.industry ?? "",
    yearsOfExperience: profile.yearsOfExperience === null ? "" : String(profile.yearsOfExperience),
    receiveJobAlerts: profile.receiveJobAlerts,
    receiveNewsletter: profile.receiveNewsletter,
    professionalSkills: profile.professionalSkills ?? "",
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  };
}

/** Every field of the spec's Profile entity, in account, personal and career sections, plus the password change. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormInput, unknown, ProfileFormOutput>({ resolver: zodResolver(profileFormSchema), defaultValues: formValues(profile) });
  const error = (field: keyof ProfileFormInput) => fieldErrorText(t, errors[field]);

  const onValid = async (values: ProfileFormOutput) => {
    const { currentPassword, newPassword, confirmPassword: _confirm, ...fields } = values;
    // Spec §5: the password fields travel only when both are filled.
    const changingPassword = currentPassword !== "" && newPassword !== "";
    try {
      const saved = await updateProfile(changingPassword ? { ...fields, currentPassword, newPassword } : fields);
      reset(formValues(saved));
      toast({
        title: t("profile.toast.updated.title"),
        description: changingPassword ? t("profile.toast.passwordChanged.body") : t("profile.toast.updated.body"),
        variant: "success",
      });
      // The header shows the name; the session row of other devices may be gone.
      await revalidate();
    } catch (failure) {
      applyServerFieldErrors(failure, setError, PROFILE_FIELDS);
      toast({ title: t("profile.toast.failed.title"), description: failureText(failure, t("profile.toast.failed.fallback")), variant: "destructive" });
    }
  };

  /** Spec §5's two password messages come as toasts, besides the texts under the fields. */
  const onInvalid = (invalid: FieldErrors<ProfileFormInput>) => {
    const passwordMessages = [invalid.currentPassword, invalid.newPassword, invalid.confirmPassword].map((e) => e?.message);
    if (passwordMessages.includes("profile.password.fieldRequired")) {
      toast({ title: t("profile.password.incompleteTitle"), description: t("profile.password.allRequired"), variant: "destructive" });
    } else if (passwordMessages.includes("profile.password.mismatchBody")) {
      toast({ title: t("profile.password.mismatchTitle"), description: t("profile.password.mismatchBody"), variant: "destructive" });
    }
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-6">
      <Section id="account" title={t("profile.section.account.title")} description={t("profile.section.account.body")}>
        <FormField id="profile-username" label={t("profile.field.username")} required hint={t("profile.field.username.help")} error={error("username")}>
          {(control) => <Input {...control} {...register("username")} autoComplete="username" autoCapitalize="none" spellCheck={false} dir="auto" />}
        </FormField>
        <FormField id="profile-email" label={t("profile.field.email")} optional hint={t("profile.field.email.help")} error={error("email")}>
          {(control) => <Input {...control} {...register("email")} type="email" autoComplete="email" dir="ltr" />}
        </FormField>
      </Section>

      <Section id="personal" title={t("profile.section.personal.title")} description={t("profile.section.personal.body")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-fullName" label={t("profile.field.fullName")} optional error={error("fullName")}>
            {(control) => <Input {...control} {...register("fullName")} autoComplete="name" dir="auto" />}
          </FormField>
          <FormField id="profile-gender" label={t("profile.field.gender")} optional hint={t("profile.gender.hint")} error={error("gender")}>
            {(control) => (
              <Select {...control} {...register("gender")}>
                <option value="">{t("profile.gender.unspecified")}</option>
                <option value="male">{t("profile.gender.male")}</option>
                <option value="female">{t("profile.gender.female")}</option>
              </Select>
            )}
          </FormField>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-location" label={t("profile.field.location")} optional error={error("location")}>
            {(control) => <Input {...control} {...register("location")} autoComplete="address-level2" placeholder={t("profile.field.location.placeholder")} dir="auto" />}
          </FormField>
          <FormField id="profile-linkedinUrl" label={t("profile.field.linkedinUrl")} optional error={error("linkedinUrl")}>
            {(control) => <Input {...control} {...register("linkedinUrl")} type="url" inputMode="url" autoComplete="url" dir="ltr" />}
          </FormField>
        </div>
        <FormField id="profile-bio" label={t("profile.field.bio")} optional hint={t("profile.field.bio.help")} error={error("bio")}>
          {(control) => <Textarea {...control} {...register("bio")} rows={4} dir="auto" />}
        </FormField>
      </Section>

      <Section id="career" title={t("profile.section.career.title")} description={t("profile.section.career.body")}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="profile-currentJobTitle" label={t("profile.field.currentJobTitle")} optional error={error("currentJobTitle")}>
            {(control) => <Input {...control} {...register("currentJobTitle")} autoComplete="organization-title" dir="auto" />}
          </FormField>
          <FormField id="profile-desiredJobTitle" label={t("profile.field.desiredJobTitle")} optional error={error("desiredJobTitle")}>
            {(control) => <Input {...control} {...register("desiredJobTitle")} dir="auto" />}
          </FormField>
          <FormField id="profile-industry" label={t("profile.field.industry")} optional error={error("industry")}>
            {(control) => <Input {...control} {...register("industry")} placeholder={t("profile.field.industry.placeholder")} dir="auto" />}
          </FormField>
          <FormField id="profile-yearsOfExperience" label={t("profile.field.yearsOfExperience")} optional error={error("yearsOfExperience")}>
            {(control) => <Input {...control} {...register("yearsOfExperience")} type="number" inputMode="numeric" min={0} max={YEARS_OF_EXPERIENCE_MAX} step={1} className="sm:max-w-40" />}
          </FormField>
        </div>
        <FormField
          id="profile-professionalSkills"
          label={t("profile.field.professionalSkills")}
          optional
          hint={t("profile.field.professionalSkills.help")}
          error={error("professionalSkills")}
        >
          {(control) => <Textarea {...control} {...register("professionalSkills")} rows={2} className="min-h-20" dir="auto" />}
        </FormField>
        <div className="grid gap-2 sm:grid-cols-2">
          <Checkbox {...register("receiveJobAlerts")} label={<CheckboxLabel title={t("profile.field.receiveJobAlerts")} help={t("profile.field.receiveJobAlerts.help")} />} />
          <Checkbox {...register("receiveNewsletter")} label={<CheckboxLabel title={t("profile.field.receiveNewsletter")} help={t("profile.field.receiveNewsletter.help")} />} />
        </div>
      </Section>

      <Section id="password" title={t("profile.section.password.title")} description={t("profile.section.password.body")}>
        <FormField id="profile-currentPassword" label={t("profile.field.currentPassword")} error={error("currentPassword")}>
          {(control) => <PasswordInput {...control} {...register("currentPassword")} autoComplete="current-password" className="sm:max-w-sm" />}
        </FormField>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField id="profile-newPassword" label={t("profile.field.newPassword")} hint={t("profile.field.newPassword.help")} error={error("newPassword")}>
            {(control) => <PasswordInput {...control} {...register("newPassword")} autoComplete="new-password" />}
          </FormField>
          <FormField id="profile-confirmPassword" label={t("profile.field.confirmPassword")} error={error("confirmPassword")}>
            {(control) => <PasswordInput {...control} {...register("confirmPassword")} autoComplete="new-password" />}
          </FormField>
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-end gap-3 border-t border-ink-100 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0 sm:backdrop-blur-none">
        <Button type="submit" variant="secondary" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : <Save aria-hidden className="size-5" />}
          {isSubmitting ? t("profile.saving") : t("profile.save")}
        </Button>
      </div>
    </form>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  const headingId = `profile-section-${id}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-6 rounded-xl border border-ink-100 bg-white p-5 sm:p-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-10">
      <div>
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{description}</p>
      </div>
      <div className="grid gap-5">{children}</div>
    </section>
  );
}

function CheckboxLabel({ title, help }: { title: string; help: string }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-ink-900">{title}</span>
      <span className="text-ink-600">
        <BidiText text={help} />
      </span>
    </span>
  );
}
