import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeft, Fingerprint, KeyRound, LoaderCircle, ShieldCheck, Smartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ltrInputProps } from "~/components/forms/ltr-input-props";
import { applyServerFieldErrors, failureText, fieldErrorText } from "~/components/forms/server-errors";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { ApiError } from "~/lib/api-client";
import { cn } from "~/lib/cn";
import type { SessionUser } from "~/lib/session-user";
import { answerSecondFactor } from "../api/answer-second-factor";
import { signInWithPasskey } from "../api/sign-in-with-passkey";
import { recoveryCodeSchema, totpCodeSchema, type SecondFactorMethod } from "../second-factor";

/**
 * The sign-in's second step (decision 038), shown in place of the password
 * form once the password was right: a code from the authenticator app, a
 * passkey, or a recovery code, whichever the account has (`methods`, in that
 * order of preference). A challenge that is over (expired, used, five wrong
 * answers) sends the visitor back to the password.
 */
export function SecondFactorStep({
  methods,
  onSignedIn,
  onStartAgain,
}: {
  methods: SecondFactorMethod[];
  onSignedIn: (user: SessionUser) => Promise<void>;
  onStartAgain: () => void;
}) {
  const { t } = useI18n();
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? "totp");
  const heading = useRef<HTMLHeadingElement>(null);
  const others = methods.filter((m) => m !== method);

  // The step replaces the form the visitor was in: move their focus to it.
  useEffect(() => heading.current?.focus(), []);

  const signedIn = async (user: SessionUser, used: SecondFactorMethod) => {
    toast({ title: t("auth.toast.loginSuccess.title"), description: t("auth.toast.loginSuccess.body", { username: user.username }), variant: "success" });
    if (used === "recovery_code") toast({ title: t("auth.secondFactor.recoveryCodeUsed") });
    await onSignedIn(user);
  };

  /** Refusals: a challenge that is over goes back to the password; anything else is said where the visitor is. */
  const refused = (error: unknown, fallback: string) => {
    toast({ title: t("auth.secondFactor.failed.title"), description: failureText(error, fallback), variant: "destructive" });
    if (error instanceof ApiError && error.status === 401) onStartAgain();
  };

  const switchLabel = (m: SecondFactorMethod) =>
    m === "totp" ? t("auth.secondFactor.useApp") : m === "passkey" ? t("auth.secondFactor.usePasskey") : t("auth.secondFactor.useRecoveryCode");
  const switchIcon = (m: SecondFactorMethod) =>
    m === "totp" ? <Smartphone aria-hidden className="size-4" /> : m === "passkey" ? <Fingerprint aria-hidden className="size-4" /> : <KeyRound aria-hidden className="size-4" />;

  return (
    <section aria-labelledby="second-factor-title" className="grid gap-5">
      <div className="flex items-start gap-3 rounded-lg border border-ink-100 bg-ink-50 p-4">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-sand-700" />
        <div>
          <h3 id="second-factor-title" ref={heading} tabIndex={-1} className="font-semibold text-ink-900 outline-none">
            {t("auth.secondFactor.step.title")}
          </h3>
          <p className="mt-0.5 text-sm text-ink-700">{t(`auth.secondFactor.step.${method}`)}</p>
        </div>
      </div>

      {method !== "passkey" && <TypedAnswerForm key={method} kind={method} onSignedIn={(user) => signedIn(user, method)} onRefused={refused} />}
      {method === "passkey" && <PasskeyButton onSignedIn={(user) => signedIn(user, "passkey")} onRefused={refused} />}

      {others.length > 0 && (
        <div className="grid gap-2 border-t border-ink-100 pt-4">
          <p className="text-sm font-semibold text-ink-700">{t("auth.secondFactor.otherWays")}</p>
          <div className="flex flex-wrap gap-2">
            {others.map((m) => (
              <Button key={m} type="button" variant="outline" onClick={() => setMethod(m)}>
                {switchIcon(m)}
                {switchLabel(m)}
              </Button>
            ))}
          </div>
        </div>
      )}
      <Button type="button" variant="ghost" onClick={onStartAgain} className="justify-self-start">
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t("auth.secondFactor.startAgain")}
      </Button>
    </section>
  );
}

/** The forms kit's left-to-right field, aligned with the page's text (ltrInputProps), beside the code's own look. */
function ltrClass(lang: "en" | "ar"): string | undefined {
  const props = ltrInputProps(lang);
  return "className" in props ? props.className : undefined;
}

type Answered = { onSignedIn: (user: SessionUser) => Promise<void>; onRefused: (error: unknown, fallback: string) => void };

/** How each typed answer is asked for: its schema, field and input. */
const typedAnswers = {
  totp: {
    schema: totpCodeSchema,
    field: "code",
    id: "second-factor-code",
    label: "auth.secondFactor.field.code",
    input: { inputMode: "numeric", autoComplete: "one-time-code", maxLength: 7 },
    look: "max-w-48 font-mono text-lg tracking-[0.3em]",
  },
  recovery_code: {
    schema: recoveryCodeSchema,
    field: "recoveryCode",
    id: "second-factor-recovery-code",
    label: "auth.secondFactor.field.recoveryCode",
    input: { autoComplete: "off", autoCapitalize: "none", autoCorrect: "off" },
    look: "max-w-64 font-mono",
  },
} as const;

type TypedAnswer = keyof typeof typedAnswers;
type AnswerValues = { code?: string; recoveryCode?: string };

/** A code typed in: the authenticator app's or a recovery code, sent as the one field the challenge expects. */
function TypedAnswerForm({ kind, onSignedIn, onRefused }: Answered & { kind: TypedAnswer }) {
  const { t, lang } = useI18n();
  const answer = typedAnswers[kind];
  const field = answer.field;
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AnswerValues>({ resolver: zodResolver<AnswerValues, unknown, AnswerValues>(answer.schema), defaultValues: { [field]: "" } });
  useEffect(() => setFocus(field), [setFocus, field]);
  const submit = handleSubmit(async (values) => {
    try {
      await onSignedIn(await answerSecondFactor(field === "code" ? { code: values.code ?? "" } : { recoveryCode: values.recoveryCode ?? "" }));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, [field])) onRefused(error, t("auth.secondFactor.genericFailure"));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={answer.id} label={t(answer.label)} required error={fieldErrorText(t, errors[field])}>
        {(control) => <Input {...control} {...register(field)} {...answer.input} dir="ltr" spellCheck={false} className={cn(ltrClass(lang), answer.look)} />}
      </FormField>
      <Button type="submit" variant="secondary" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting && <LoaderCircle aria-hidden className="size-5 animate-spin" />}
        {isSubmitting ? t("auth.secondFactor.verifying") : t("auth.secondFactor.verify")}
      </Button>
    </form>
  );
}

function PasskeyButton({ onSignedIn, onRefused }: Answered) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const use = async () => {
    setBusy(true);
    try {
      await onSignedIn(await signInWithPasskey());
    } catch (error) {
      // The browser's own refusal (cancelled, no matching passkey) is not the server's.
      onRefused(error, t("auth.secondFactor.passkeyCancelled"));
      setBusy(false);
    }
  };
  return (
    <Button type="button" variant="secondary" size="lg" disabled={busy} onClick={() => void use()} className="w-full">
      {busy ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : <Fingerprint aria-hidden className="size-5" />}
      {busy ? t("auth.secondFactor.usingPasskey") : t("auth.secondFactor.usePasskey")}
    </Button>
  );
}
