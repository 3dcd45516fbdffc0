import { Fragment } from "react";
import { splitLtrRuns } from "~/i18n/ltr-runs";

/**
 * Text that may mix Arabic with addresses, e-mails, phone numbers or code-like
 * tokens: each of those is put in a left-to-right `<bdi>` so it reads correctly
 * inside a right-to-left line (decision 021). Harmless in English.
 */
export function BidiText({ text }: { text: string }) {
  const runs = splitLtrRuns(text);
  if (runs.every((run) => !run.ltr)) return <>{text}</>;
  return (
    <>
      {runs.map((run, i) =>
        run.ltr ? (
          <bdi key={i} dir="ltr">
            {run.text}
          </bdi>
        ) : (
          <Fragment key={i}>{run.text}</Fragment>
        ),
      )}
    </>
  );
}
