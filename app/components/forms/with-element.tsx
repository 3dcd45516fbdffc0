import { Fragment, type ReactNode } from "react";

/**
 * Puts an element where `{name}` stands in a translated text, so each
 * language keeps its own word order: `withElement(t("…consent"), "link", <Link …/>)`.
 */
export function withElement(text: string, name: string, element: ReactNode): ReactNode {
  const [before, ...rest] = text.split(`{${name}}`);
  if (rest.length === 0) return text;
  return (
    <>
      {before}
      {rest.map((after, index) => (
        <Fragment key={index}>
          {element}
          {after}
        </Fragment>
      ))}
    </>
  );
}
