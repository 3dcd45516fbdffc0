import { Copy, Download } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";
import { saveBlob } from "~/lib/save-blob";
import { copyText } from "~/components/ui/copy-text";

/**
 * Recovery codes as they are made, shown this once (the server keeps only
 * their hashes): left to right, to copy, download as a text file, or note
 * down, until the holder says they have saved them.
 */
export function RecoveryCodesPanel({ codes, username, onDone }: { codes: string[]; username: string; onDone: () => void }) {
  const { t } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const asText = codes.join("\n");
  const download = () => {
    const heading = t("auth.secondFactor.recovery.fileHeading", { username, site: window.location.host });
    saveBlob(new Blob([`${heading}\n\n${asText}\n`], { type: "text/plain;charset=utf-8" }), `recovery-codes-${username}.txt`);
  };
  return (
    <section aria-labelledby="recovery-codes-shown" className="grid gap-4 rounded-lg border-2 border-sand-400 bg-sand-100/40 p-4 sm:p-5">
      <div>
        <h3 id="recovery-codes-shown" ref={heading} tabIndex={-1} className="font-bold text-ink-900 outline-none">
          {t("auth.secondFactor.recovery.shownTitle")}
        </h3>
        <p className="mt-1 text-sm text-ink-700">{t("auth.secondFactor.recovery.shownBody")}</p>
      </div>
      <ol
        dir="ltr"
        translate="no"
        aria-label={t("auth.secondFactor.recovery.listLabel")}
        data-testid="recovery-codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-md border border-ink-100 bg-white p-4 font-mono text-base text-ink-900 sm:max-w-md"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void copyText(asText, t)}>
          <Copy aria-hidden className="size-4" />
          {t("auth.secondFactor.recovery.copy")}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <Download aria-hidden className="size-4" />
          {t("auth.secondFactor.recovery.download")}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t("auth.secondFactor.recovery.saved")}
        </Button>
      </div>
    </section>
  );
}
