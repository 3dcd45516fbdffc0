import { Link2, Mail } from "lucide-react";
import type { ComponentType, SVGProps } from "react";
import { LinkedinIcon } from "~/components/icons/linkedin-icon";
import { useI18n } from "~/i18n/i18n-provider";
import { copyLinkAttributes } from "../copy-link";
import { shareLinks } from "../share-links";
import { WhatsappIcon, XIcon } from "./share-icons";

const control =
  "inline-flex size-11 items-center justify-center rounded-full border border-ink-900/15 bg-white text-ink-800 transition-colors hover:border-ink-900/35 hover:bg-ink-50 hover:text-ink-950";

/** Share links (no third-party scripts) and a copy-link button that says what it did beside it (copy-link.ts). */
export function ShareBar({ url, title }: { url: string; title: string }) {
  const { t } = useI18n();
  const links = shareLinks(url, title);
  const networks: { key: string; href: string; label: string; Icon: ComponentType<SVGProps<SVGSVGElement>>; newTab: boolean }[] = [
    { key: "linkedin", href: links.linkedin, label: t("blog.share.linkedin"), Icon: LinkedinIcon, newTab: true },
    { key: "x", href: links.x, label: t("blog.share.x"), Icon: XIcon, newTab: true },
    { key: "whatsapp", href: links.whatsapp, label: t("blog.share.whatsapp"), Icon: WhatsappIcon, newTab: true },
    { key: "email", href: links.email, label: t("blog.share.email"), Icon: Mail, newTab: false },
  ];

  return (
    <div data-share-bar="" className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <h2 className="text-sm font-semibold text-ink-900">{t("blog.share.title")}</h2>
      <ul className="flex flex-wrap items-center gap-2">
        {networks.map(({ key, href, label, Icon, newTab }) => (
          <li key={key}>
            <a
              href={href}
              title={label}
              className={control}
              {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
            >
              <Icon aria-hidden className="size-[1.125rem]" />
              <span className="sr-only">
                {label}
                {newTab ? ` ${t("blog.share.newTab")}` : ""}
              </span>
            </a>
          </li>
        ))}
        {/* Shown by the boot script (copy-link.ts), which makes it work. */}
        <li hidden {...{ [copyLinkAttributes.needsScript]: "" }}>
          <button
            type="button"
            title={t("blog.share.copy")}
            className={control}
            {...{
              [copyLinkAttributes.url]: url,
              [copyLinkAttributes.copied]: t("blog.share.copied"),
              [copyLinkAttributes.failed]: `${t("blog.share.copyFailed")}. ${t("blog.share.copyFailedBody")}`,
            }}
          >
            <Link2 aria-hidden className="size-[1.125rem]" />
            <span className="sr-only">{t("blog.share.copy")}</span>
          </button>
        </li>
      </ul>
      <p role="status" className="text-sm font-medium text-ink-700" {...{ [copyLinkAttributes.status]: "" }} />
    </div>
  );
}
