import { ArrowLeft, ArrowRight, Compass, FileX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * A page that is not there, in the page's language: its icon, code, title
 * and words, and the two ways on (home and the insights), the more useful
 * one first.
 */
function MissingPage({ icon: Icon, code, title, body, insightsFirst }: { icon: typeof Compass; code: string; title: string; body: string; insightsFirst: boolean }) {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  const home = (variant: "primary" | "outline") => (
    <Button asChild size="lg" variant={variant}>
      <Link to={href("/")}>{t("notFound.home")}</Link>
    </Button>
  );
  const insights = (variant: "primary" | "outline") => (
    <Button asChild size="lg" variant={variant}>
      <Link to={href("/blog")}>
        {t("notFound.insights")}
        <Arrow aria-hidden className="size-4" />
      </Link>
    </Button>
  );
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-0 opacity-[0.05]" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-sand-100 text-sand-700">
          <Icon aria-hidden className="size-8" />
        </span>
        <p className="text-sm font-semibold text-sand-700">{code}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{title}</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-700">{body}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          {insightsFirst ? (
            <>
              {insights("primary")}
              {home("outline")}
            </>
          ) : (
            <>
              {home("primary")}
              {insights("outline")}
            </>
          )}
        </div>
      </div>
    </section>
  );
}

/** The 404 page. */
export function NotFoundPage() {
  const { t } = useI18n();
  return <MissingPage icon={Compass} code={t("notFound.code")} title={t("notFound.title")} body={t("notFound.body")} insightsFirst={false} />;
}

/**
 * The 410 page: an article (or a page) the firm removed on purpose
 * (decision 043), with the way on to the other insights first.
 */
export function GonePage({ kind }: { kind: "article" | "page" }) {
  const { t } = useI18n();
  return <MissingPage icon={FileX} code={t("gone.code")} title={t(`gone.${kind}.title`)} body={t(`gone.${kind}.body`)} insightsFirst />;
}

/** Any other failure while rendering a page. */
export function ErrorPage() {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <h1 className="text-3xl font-bold text-ink-900">{t("error.title")}</h1>
      <p className="mt-4 text-lg text-ink-700">{t("error.body")}</p>
      <Button className="mt-8" size="lg" onClick={() => window.location.reload()}>
        {t("error.retry")}
      </Button>
    </section>
  );
}
