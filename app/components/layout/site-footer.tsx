import { LayoutDashboard, LogIn, Mail, MapPin, MessageCircle, Phone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { LinkedinIcon } from "~/components/icons/linkedin-icon";
import { Link } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import type { SessionUser } from "~/lib/session-user";
import type { PublicLinks } from "~/lib/public-links";
import { canOpenDashboard } from "./account";
import { EmailLink, MapLink, PhoneLink, useContactDetails, WhatsappLink } from "./contact-detail-links";
import { AnchorLink } from "./anchor-link";
import { BrandLogo } from "./brand-logo";

/** At least 44 px tall on phones (a comfortable tap), the calmer 32 px from 640 px up. */
const footerLink = "inline-flex min-h-11 items-center text-sm text-ink-100/80 transition-colors hover:text-sand-300 sm:min-h-8";
const footerBarLink = "inline-flex min-h-11 items-center gap-2 hover:text-sand-300";

export function SiteFooter({ user, links, showTeam = false, showCaseStudies = false }: { user: SessionUser | null; links: PublicLinks; showTeam?: boolean; showCaseStudies?: boolean }) {
  const { t, href } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer className="relative overflow-hidden bg-ink-950 text-white">
      <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-0 opacity-[0.06]" />
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
          <div className="space-y-4">
            <BrandLogo tone="light" />
            <p className="max-w-sm text-sm leading-relaxed text-ink-100/80">{t("footer.about")}</p>
            <FooterContact />
            {links.professionalNetwork && (
              <a
                href={links.professionalNetwork}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/20 px-4 text-sm font-medium text-white hover:bg-white/10"
              >
                <LinkedinIcon className="size-4" />
                {t("footer.professionalNetwork")}
              </a>
            )}
          </div>

          <FooterColumn title={t("footer.servicesTitle")}>
            <li><AnchorLink id="services" className={footerLink}>{t("footer.service.executiveSearch")}</AnchorLink></li>
            <li><AnchorLink id="services" className={footerLink}>{t("footer.service.leadershipHiring")}</AnchorLink></li>
            <li><AnchorLink id="services" className={footerLink}>{t("footer.service.onboarding")}</AnchorLink></li>
            <li><AnchorLink id="services" className={footerLink}>{t("footer.service.marketEntry")}</AnchorLink></li>
          </FooterColumn>

          <FooterColumn title={t("footer.companyTitle")}>
            <li><AnchorLink id="about" className={footerLink}>{t("footer.company.about")}</AnchorLink></li>
            {showTeam && <li><Link to={href("/team")} className={footerLink}>{t("footer.company.team")}</Link></li>}
            <li><AnchorLink id="framework" className={footerLink}>{t("footer.company.framework")}</AnchorLink></li>
            {showCaseStudies && <li><Link to={href("/case-studies")} className={footerLink}>{t("footer.company.caseStudies")}</Link></li>}
            <li><Link to={href("/blog")} className={footerLink}>{t("footer.company.insights")}</Link></li>
            <li><Link to={href("/hr-assessment")} className={footerLink}>{t("footer.company.hrAssessment")}</Link></li>
            <li><Link to={href("/leadership-assessment")} className={footerLink}>{t("footer.company.leadershipAssessment")}</Link></li>
            <li><Link to={href("/iqader-platform")} className={footerLink}>{t("footer.company.careerPlatform")}</Link></li>
            <li><Link to={href("/contact")} className={footerLink}>{t("footer.company.contact")}</Link></li>
          </FooterColumn>

          <FooterColumn title={t("footer.legalTitle")}>
            <li><Link to={href("/privacy-policy")} className={footerLink}>{t("footer.legal.privacy")}</Link></li>
            <li><Link to={href("/terms-of-service")} className={footerLink}>{t("footer.legal.terms")}</Link></li>
            <li><Link to={href("/cookie-policy")} className={footerLink}>{t("footer.legal.cookies")}</Link></li>
          </FooterColumn>
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-white/10 pt-6 text-sm text-ink-100/70 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.rights", { year, name: t("brand.name") })}</p>
          {user === null ? (
            <Link to={href("/auth")} className={footerBarLink}>
              <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
              {t("footer.login")}
            </Link>
          ) : canOpenDashboard(user) ? (
            <Link to={href("/admin")} className={footerBarLink}>
              <LayoutDashboard aria-hidden className="size-4" />
              {t("footer.dashboard")}
            </Link>
          ) : (
            <Link to={href("/profile")} className={footerBarLink}>
              <UserRound aria-hidden className="size-4" />
              {t("footer.profile")}
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}

const detailLink = "inline-flex min-h-11 items-center gap-1.5 hover:text-sand-300 sm:min-h-8";

/** The office (its address once the firm fills it in, else the city) and each contact detail that is filled in. */
function FooterContact() {
  const { t } = useI18n();
  const contact = useContactDetails();
  return (
    <address className="grid text-sm not-italic text-ink-100/80">
      <FooterDetail icon={<MapPin aria-hidden className="size-4" />}>
        <span className="py-3 sm:py-1.5">
          {contact.address && <span className="sr-only">{t("contactDetails.address")}: </span>}
          {contact.address ?? t("footer.location")}
        </span>
        {contact.mapUrl && <MapLink mapUrl={contact.mapUrl} className={`${detailLink} text-sand-300`} />}
      </FooterDetail>
      {contact.email && (
        <FooterDetail icon={<Mail aria-hidden className="size-4" />}>
          <EmailLink email={contact.email} className={detailLink} />
        </FooterDetail>
      )}
      {contact.phone && (
        <FooterDetail icon={<Phone aria-hidden className="size-4" />}>
          <PhoneLink phone={contact.phone} className={detailLink} />
        </FooterDetail>
      )}
      {contact.whatsapp && (
        <FooterDetail icon={<MessageCircle aria-hidden className="size-4" />}>
          <WhatsappLink whatsapp={contact.whatsapp} className={detailLink} />
        </FooterDetail>
      )}
    </address>
  );
}

function FooterDetail({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      {/* As tall as one line of a link, so the icon sits beside the first line. */}
      <span className="flex h-11 shrink-0 items-center text-sand-400 sm:h-8">{icon}</span>
      <div className="flex min-w-0 flex-col">{children}</div>
    </div>
  );
}

function FooterColumn({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-4 text-sm font-semibold text-sand-300">{title}</h2>
      <ul className="sm:space-y-1.5">{children}</ul>
    </div>
  );
}
