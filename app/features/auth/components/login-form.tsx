import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle, LogIn } from "lucide-react";
import { useState, type KeyboardEvent } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/form-field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/use-toast";
import { useI18n } from "~/i18n/i18n-provider";
import { loginFormSchema, type LoginFormValues } from "../auth.schema";
import { failureText, fieldErrorText } from "~/components/forms/server-errors";
import type { SessionUser } from "~/lib/session-user";
import { createMathChallenge, isMathAnswerCorrect, type MathChallenge } from "../math-challenge";
import { MathCheck } from "./math-check";
import { PasswordInput } from "./password-input";
import { signIn } from "../api/sign-in";
import { SecondFactorStep } from "../second-factor/components/second-factor-step";
import type { SecondFactorMethod } from "../second-factor/second-factor";

/**
 * Spec §2/§5 sign-in: username and password, the math check, and the
 * submit button disabled until the check passes or while the request runs;
 * for an account with a second factor, then its second step in place.
 */
export function LoginForm({ initialChallenge, onSignedIn }: { initialChallenge: MathChallenge; onSignedIn: (user: SessionUser) => Promise<void> }) {
  const { t } = useI18n();
  const [challenge, setChallenge] = useState(initialChallenge);
  const [answer, setAnswer] = useState("");
  const [pending, setPending] = useState(false);
  const [secondFactor, setSecondFactor] = useState<SecondFactorMethod[] | null>(null);
  const verified = isMathAnswerCorrect(challenge, answer);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: { username: "", password: "" } });

  const newChallenge = () => {
    setChallenge(createMathChallenge());
    setAnswer("");
  };

  const rejectAnswer = () => {
    toast({ title: t("auth.captcha.failedTitle"), description: t("auth.captcha.failedBody"), variant: "destructive" });
    newChallenge();
  };

  const submit = handleSubmit(async (values) => {
    if (!isMathAnswerCorrect(challenge, answer)) return rejectAnswer();
    setPending(true);
    try {
      const answer = await signIn(values);
      if ("secondFactor" in answer) {
        // The password was right; the sign-in ends with the second step, shown in place of this form (decision 038).
        setSecondFactor(answer.secondFactor.methods);
        setPending(false);
        return;
      }
      toast({ title: t("auth.toast.loginSuccess.title"), description: t("auth.toast.loginSuccess.body", { username: answer.username }), variant: "success" });
      await onSignedIn(answer);
    } catch (error) {
      toast({ title: t("auth.toast.loginFailed.title"), description: failureText(error, t("auth.login.invalidCredentials")), variant: "destructive" });
      // A fresh question for every new attempt.
      newChallenge();
      setPending(false);
    }
  });

  // With the button disabled the browser ignores Enter; treat it as a submit attempt so the visitor learns why.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Enter" && !verified && !pending && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      rejectAnswer();
    }
  };

  if (secondFactor) {
    const startAgain = () => {
      setSecondFactor(null);
      resetField("password");
      newChallenge();
    };
    return <SecondFactorStep methods={secondFactor} onSignedIn={onSignedIn} onStartAgain={startAgain} />;
  }

  return (
    <form onSubmit={submit} onKeyDown={onKeyDown} noValidate className="grid gap-5">
      <FormField id="login-username" label={t("auth.field.username")} required error={fieldErrorText(t, errors.username)}>
        {(control) => <Input {...control} {...register("username")} autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} dir="auto" />}
      </FormField>
      <FormField id="login-password" label={t("auth.field.password")} required error={fieldErrorText(t, errors.password)}>
        {(control) => <PasswordInput {...control} {...register("password")} autoComplete="current-password" />}
      </FormField>
      <MathCheck
        challenge={challenge}
        answer={answer}
        onAnswerChange={setAnswer}
        onNewChallenge={newChallenge}
        onEnter={() => (verified ? void submit() : rejectAnswer())}
        verified={verified}
        disabled={pending}
      />
      <Button type="submit" variant="secondary" size="lg" disabled={!verified || pending} className="w-full">
        {pending ? <LoaderCircle aria-hidden className="size-5 animate-spin" /> : <LogIn aria-hidden className="size-5 rtl:-scale-x-100" />}
        {pending ? t("auth.login.pending") : t("auth.login.submit")}
      </Button>
    </form>
  );
}
