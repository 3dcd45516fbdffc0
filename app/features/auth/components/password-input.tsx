import { Eye, EyeOff } from "lucide-react";
import { forwardRef, useState } from "react";
import { Input, type InputProps } from "~/components/ui/input";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";

/** A password field with a show/hide button (a 44 px target inside the field's end). `className` sizes the whole field. */
export const PasswordInput = forwardRef<HTMLInputElement, Omit<InputProps, "type">>(function PasswordInput({ className, ...props }, ref) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    // Passwords are typed left to right in both languages; the button sits at the input's own end.
    <div dir="ltr" className={cn("relative", className)}>
      <Input ref={ref} type={visible ? "text" : "password"} dir="ltr" spellCheck={false} autoCapitalize={visible ? "none" : undefined} className="pe-12" {...props} />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t("auth.password.hide") : t("auth.password.show")}
        aria-pressed={visible}
        className="absolute end-0 top-0 inline-flex size-11 items-center justify-center rounded-md text-ink-600 hover:text-ink-900"
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </div>
  );
});
