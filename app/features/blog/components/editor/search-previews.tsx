import { ImageIcon } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { dirOf, type Lang } from "~/i18n/locales";
import { isSiteImagePath } from "~/lib/site-image-path";

/**
 * What a search engine and a shared link show of the article in one
 * language (decision 045), in that language's direction: drawn from the
 * same texts the page's head gets, defaults included. Search results cut a
 * title after about 600 pixels and a description after two lines; so do these.
 */
export function SearchPreviews({
  lang,
  url,
  documentTitle,
  sharedTitle,
  description,
  image,
}: {
  lang: Lang;
  url: string;
  /** The `<title>`: the search title, else the title with the firm's name. */
  documentTitle: string;
  /** The shared title: the search title, else the article's title. */
  sharedTitle: string;
  description: string;
  image: string;
}) {
  const { t } = useI18n();
  const address = new URL(url);
  const crumbs = [address.host, ...address.pathname.split("/").filter(Boolean)];
  const picture = isSiteImagePath(image) ? image : null;
  return (
    // min-w-0 all the way down: a preview's one-line title must be cut, not widen a phone's dialog.
    <div className="grid min-w-0 gap-4">
      <figure className="grid min-w-0 gap-1.5">
        <figcaption className="text-xs font-semibold tracking-wide text-ink-600">{t("blogAdmin.seo.preview.search")}</figcaption>
        <div lang={lang} dir={dirOf(lang)} className="min-w-0 max-w-[600px] rounded-lg border border-ink-100 bg-white p-3 text-start" data-testid={`search-preview-${lang}`}>
          <p className="truncate text-xs text-ink-600">
            <bdi dir="ltr">{crumbs.join(" › ")}</bdi>
          </p>
          <p className="mt-0.5 truncate text-lg leading-snug text-ink-700" data-testid="search-preview-title">
            {documentTitle}
          </p>
          <p className="mt-0.5 line-clamp-2 text-sm leading-relaxed text-ink-700" data-testid="search-preview-description">
            {description}
          </p>
        </div>
      </figure>
      <figure className="grid min-w-0 gap-1.5">
        <figcaption className="text-xs font-semibold tracking-wide text-ink-600">{t("blogAdmin.seo.preview.social")}</figcaption>
        <div lang={lang} dir={dirOf(lang)} className="max-w-[420px] overflow-hidden rounded-lg border border-ink-100 bg-white text-start" data-testid={`social-preview-${lang}`}>
          <div className="flex aspect-[1.91/1] w-full items-center justify-center bg-ink-50">
            {picture ? <img src={picture} alt="" className="size-full object-cover" data-testid="social-preview-image" /> : <ImageIcon aria-hidden className="size-8 text-ink-300" />}
          </div>
          <div className="border-t border-ink-100 px-3 py-2.5">
            <p className="text-xs text-ink-600 uppercase">
              <bdi dir="ltr">{address.host}</bdi>
            </p>
            <p className="line-clamp-2 font-semibold leading-snug text-ink-900" data-testid="social-preview-title">
              {sharedTitle}
            </p>
            <p className="line-clamp-1 text-sm text-ink-600" data-testid="social-preview-description">
              {description}
            </p>
          </div>
        </div>
      </figure>
    </div>
  );
}
