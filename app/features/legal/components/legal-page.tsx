import { ArrowLeft, ArrowRight, CalendarDays, ChevronDown, Scale } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { formatNumber } from "~/i18n/format";
import { useI18n } from "~/i18n/i18n-provider";
import { parseInlineLinks } from "../inline-links";
import { legalPages, type LegalBlock, type LegalSection } from "../legal-document";
import type { LegalPageData } from "../load-legal-page.server";

const linkClass = "font-medium text-ink-900 underline decoration-sand-500 decoration-2 underline-offset-4 hover:text-sand-700";

/**
 * The frame shared by the three legal pages: title and date, a table of
 * contents with anchor links, the sections as readable prose, related
 * policies and the way back home. Logical utilities only, so it mirrors in Arabic.
 */
export function LegalPage({ page, document, lastUpdated, version }: LegalPageData) {
  const { t, href, dir, lang } = useI18n();
  const brand = t("brand.name");
  const fill = (text: string) => text.replaceAll("{brand}", brand);
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  const dateLine =
    version === undefined ? t("legal.lastUpdated", { date: "\u0000" }) : t("legal.versionLine", { version: formatNumber(version, lang), date: "\u0000" });
  const [beforeDate, afterDate] = dateLine.split("\u0000");

  return (
    <article data-legal-page={page}>
      <header className="relative isolate overflow-hidden bg-ink-900 text-white">
        <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.06]" />
        <Container className="py-14 md:py-20">
          <p className="flex items-center gap-2 text-sm font-semibold text-sand-400">
            <Scale aria-hidden className="size-4" />
            {t("legal.eyebrow")}
          </p>
          <h1 className="mt-4 text-4xl font-bold text-balance sm:text-5xl">{document.title}</h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-100/85 rtl:leading-loose">{fill(document.summary)}</p>
          <p data-testid="last-updated" data-version={version} className="mt-7 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm text-sand-300">
            <CalendarDays aria-hidden className="size-4" />
            <span>
              {beforeDate}
              <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time>
              {afterDate}
            </span>
          </p>
        </Container>
      </header>

      <Container className="grid gap-10 py-12 md:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        {/* One landmark for the contents, shown as a disclosure on a phone and a sticky list from 1024 px. */}
        <nav aria-label={t("legal.toc")}>
          <details className="group rounded-xl border border-ink-100 bg-ink-50/60 lg:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-5 font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
              {t("legal.toc")}
              <ChevronDown aria-hidden className="size-5 transition-transform group-open:rotate-180" />
            </summary>
            <div className="border-t border-ink-100 px-2 py-2">
              <TableOfContents sections={document.sections} />
            </div>
          </details>
          <div className="sticky top-28 hidden max-h-[calc(100vh-8rem)] overflow-y-auto lg:block">
            <h2 className="px-3 text-sm font-semibold text-sand-700">
              {t("legal.toc")}
            </h2>
            <div className="mt-3 border-s border-ink-100">
              <TableOfContents sections={document.sections} />
            </div>
          </div>
        </nav>

        <div className="max-w-3xl min-w-0">
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="border-b border-ink-100 py-9 first:pt-0 last:border-b-0"
            >
              <h2 id={`${section.id}-title`} className="flex items-baseline gap-3 text-2xl font-bold text-ink-900">
                <span className="text-base font-semibold text-sand-700 tabular-nums">{index + 1}.</span>
                {section.heading}
              </h2>
              <div className="mt-5 space-y-4 text-[1.05rem] leading-relaxed text-ink-800 rtl:leading-loose">
                {section.blocks.map((block, blockIndex) => (
                  <Block key={blockIndex} block={block} fill={fill} />
                ))}
              </div>
            </section>
          ))}

          <footer className="mt-6 rounded-2xl border border-ink-100 bg-sand-50 p-6 sm:p-8">
            <h2 className="text-lg font-semibold text-ink-900">{t("legal.related")}</h2>
            <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
              {legalPages
                .filter((other) => other !== page)
                .map((other) => (
                  <li key={other}>
                    <Link to={href(`/${other}`)} className={`inline-flex min-h-11 items-center ${linkClass}`}>
                      {t(`legal.page.${other}`)}
                    </Link>
                  </li>
                ))}
            </ul>
            <p className="mt-4 text-ink-700">
              {t("legal.questions")}{" "}
              <Link to={href("/#contact")} className={linkClass}>
                {t("legal.contactUs")}
              </Link>
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-6">
              <Link to={href("/")}>
                <Back aria-hidden className="size-4" />
                {t("legal.returnHome")}
              </Link>
            </Button>
          </footer>
        </div>
      </Container>
    </article>
  );
}

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  return (
    <ol className="space-y-0.5">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex min-h-11 items-center gap-3 rounded-md px-3 py-2 text-sm text-ink-700 transition-colors hover:bg-ink-50 hover:text-ink-950 lg:min-h-9 lg:rounded-s-none"
          >
            <span className="w-5 shrink-0 text-xs font-semibold text-sand-700 tabular-nums">{index + 1}</span>
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

function Block({ block, fill }: { block: LegalBlock; fill: (text: string) => string }) {
  switch (block.type) {
    case "paragraph":
      return (
        <p>
          <InlineText text={fill(block.text)} />
        </p>
      );
    case "list":
      return (
        <ul className="space-y-2.5">
          {block.items.map((item, index) => (
            <li key={index} className="relative ps-6 before:absolute before:start-1 before:top-[0.7em] before:size-1.5 before:rounded-full before:bg-sand-500">
              <InlineText text={fill(item)} />
            </li>
          ))}
        </ul>
      );
    case "definitions":
      return (
        <dl className="grid gap-4">
          {block.items.map((item) => (
            <div key={item.term} className="rounded-xl border border-ink-100 p-5">
              <dt className="font-semibold text-ink-900">{item.term}</dt>
              <dd className="mt-1.5 text-ink-700">
                <InlineText text={fill(item.text)} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return <LegalTable block={block} />;
    case "html":
      return <div className={proseClass} dangerouslySetInnerHTML={{ __html: fillHtml(block.html, fill) }} />;
  }
}

/** A published version's section (sanitized on the server): the same look as the built-in blocks. */
const proseClass = [
  "space-y-4",
  "[&_a]:font-medium [&_a]:text-ink-900 [&_a]:underline [&_a]:decoration-sand-500 [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:text-sand-700",
  "[&_ul]:space-y-2.5 [&_ol]:list-decimal [&_ol]:space-y-2.5 [&_ol]:ps-6",
  "[&_ul>li]:relative [&_ul>li]:ps-6 [&_ul>li]:before:absolute [&_ul>li]:before:start-1 [&_ul>li]:before:top-[0.7em] [&_ul>li]:before:size-1.5 [&_ul>li]:before:rounded-full [&_ul>li]:before:bg-sand-500",
  "[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-ink-900 [&_h4]:font-semibold [&_h4]:text-ink-900",
  "[&_strong]:font-semibold [&_strong]:text-ink-900 [&_blockquote]:border-s-4 [&_blockquote]:border-sand-400 [&_blockquote]:ps-4",
  "[&_table]:w-full [&_table]:text-[0.95rem] [&_th]:bg-ink-900 [&_th]:px-4 [&_th]:py-3 [&_th]:text-start [&_th]:text-white [&_td]:border-b [&_td]:border-ink-100 [&_td]:px-4 [&_td]:py-3",
].join(" ");

const escapeHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** `{brand}` in sanitized HTML becomes the firm's name, escaped. */
function fillHtml(html: string, fill: (text: string) => string): string {
  return html.replaceAll("{brand}", escapeHtml(fill("{brand}")));
}

/** A table on wide screens; on a phone each row becomes a small card with its column names. */
function LegalTable({ block }: { block: Extract<LegalBlock, { type: "table" }> }) {
  return (
    <>
      <table className="hidden w-full border-collapse text-start text-[0.95rem] sm:table">
        <caption className="pb-3 text-start text-sm font-semibold text-ink-600">{block.caption}</caption>
        <thead>
          <tr className="bg-ink-900 text-white">
            {block.columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-start font-semibold first:rounded-ss-lg last:rounded-se-lg">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row) => (
            <tr key={row[0]} className="border-b border-ink-100 align-top last:border-b-0 even:bg-ink-50/50">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-3 text-start font-normal">
                    <code dir="ltr" className="rounded bg-ink-50 px-1.5 py-0.5 font-mono text-sm text-ink-900">
                      {cell}
                    </code>
                  </th>
                ) : (
                  <td key={index} className="px-4 py-3 text-ink-800">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <div className="space-y-3 sm:hidden">
        <p className="text-sm font-semibold text-ink-600">{block.caption}</p>
        {block.rows.map((row) => (
          <dl key={row[0]} className="rounded-xl border border-ink-100 p-4">
            {row.map((cell, index) => (
              <Fragment key={index}>
                <dt className="text-xs font-semibold text-sand-700 not-first:mt-3">{block.columns[index]}</dt>
                <dd className="mt-0.5 text-ink-800">
                  {index === 0 ? (
                    <code dir="ltr" className="rounded bg-ink-50 px-1.5 py-0.5 font-mono text-sm text-ink-900">
                      {cell}
                    </code>
                  ) : (
                    cell
                  )}
                </dd>
              </Fragment>
            ))}
          </dl>
        ))}
      </div>
    </>
  );
}

function InlineText({ text }: { text: string }) {
  const { href } = useI18n();
  return (
    <>
      {parseInlineLinks(text).map((segment, index) =>
        segment.kind === "link" ? (
          <Link key={index} to={href(segment.path)} className={linkClass}>
            {segment.text}
          </Link>
        ) : (
          <Fragment key={index}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
