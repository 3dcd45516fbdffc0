import { ArrowLeft, ArrowRight, Compass, FileX } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useI18n } from "~/i18n/i18n-provider";

/** The 404 page, in the page's language. */
export function NotFoundPage() {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-0 opacity-[0.05]" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-sand-100 text-sand-700">
          <Compass aria-hidden className="size-8" />
        </span>
        <p className="text-sm font-semibold text-sand-700">{t("notFound.code")}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{t("notFound.title")}</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-700">{t("notFound.body")}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={href("/")}>{t("notFound.home")}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={href("/blog")}>
              {t("notFound.insights")}
              <Arrow aria-hidden className="size-4" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The 410 page, in the page's language: an article (or a page) the firm
 * removed on purpose (decision 043), with the way on to the other insights.
 */
export function GonePage({ kind }: { kind: "article" | "page" }) {
  const { t, href, dir } = useI18n();
  const Arrow = dir === "rtl" ? ArrowLeft : ArrowRight;
  return (
    <section className="relative overflow-hidden">
      <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-0 opacity-[0.05]" />
      <div className="relative mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center sm:py-32">
        <span className="mb-6 flex size-16 items-center justify-center rounded-full bg-sand-100 text-sand-700">
          <FileX aria-hidden className="size-8" />
        </span>
        <p className="text-sm font-semibold text-sand-700">{t("gone.code")}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink-900 sm:text-4xl">{t(`gone.${kind}.title`)}</h1>
        <p className="mt-4 max-w-xl text-lg text-ink-700">{t(`gone.${kind}.body`)}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={href("/blog")}>
              {t("notFound.insights")}
              <Arrow aria-hidden className="size-4" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={href("/")}>{t("notFound.home")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
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
