import { toast } from "~/components/ui/use-toast";
import type { Translate } from "~/i18n/translate";

/** Copies `text` and says so in a toast, or says to copy it by hand. */
export async function copyText(text: string, t: Translate): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: t("copy.done"), variant: "success" });
  } catch {
    toast({ title: t("copy.failed"), variant: "destructive" });
  }
}
