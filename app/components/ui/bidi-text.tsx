import { Fragment } from "react";
import { splitLtrRuns } from "~/i18n/ltr-runs";

/**
 * Text that may mix Arabic with addresses, e-mails, phone numbers or code-like
 * tokens: each of those is put in a left-to-right `<bdi>` so it reads correctly
 * inside a right-to-left line (decision 021), and a name the sentence marked
 * (`isolated()` in i18n/ltr-runs.ts) in one `<bdi>` of its own direction, so a
 * Latin name of several words keeps its order. Harmless in English.
 */
export function BidiText({ text }: { text: string }) {
  const runs = splitLtrRuns(text);
  if (runs.every((run) => !run.ltr && !run.name)) return <>{text}</>;
  return (
    <>
      {runs.map((run, i) =>
        run.name ? (
          <bdi key={i}>{run.text}</bdi>
        ) : run.ltr ? (
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
