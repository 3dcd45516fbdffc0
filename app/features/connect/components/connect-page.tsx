import { ArrowLeft, ArrowRight, BadgeCheck, CalendarClock, Check, Clock, Globe, Mail, MapPin, MessageCircle, Phone, Route, Send, ShieldCheck, UserRoundSearch, Users } from "lucide-react";
import type { ReactNode } from "react";
import "~/components/ui/article-prose.css";
import { Link } from "react-router";
import { LinkedinIcon } from "~/components/icons/linkedin-icon";
import { BrandLogo } from "~/components/layout/brand-logo";
import { EmailLink, MapLink, PhoneLink, useContactDetails } from "~/components/layout/contact-detail-links";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Monogram } from "~/components/ui/monogram";
import { SiteImage, useSiteImages } from "~/components/ui/site-image";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import { cn } from "~/lib/cn";
import type { PublicLinks } from "~/lib/public-links";
import type { ResponsiveImage } from "~/lib/responsive-image";

const FORM_ANCHOR = "message";

const expertise = ["connect.expertise.1", "connect.expertise.2", "connect.expertise.3", "connect.expertise.4", "connect.expertise.5"] as const;

const services = [
  { icon: UserRoundSearch, title: "connect.services.executiveSearch.title", body: "connect.services.executiveSearch.body" },
  { icon: Users, title: "connect.services.leadershipHiring.title", body: "connect.services.leadershipHiring.body" },
  { icon: Route, title: "connect.services.onboarding.title", body: "connect.services.onboarding.body" },
  { icon: Globe, title: "connect.services.marketEntry.title", body: "connect.services.marketEntry.body" },
] as const;

const highlights = [
  { value: "connect.highlight.experienceValue", label: "connect.highlight.experienceLabel" },
  { value: "connect.highlight.guaranteeValue", label: "connect.highlight.guaranteeLabel" },
  { value: "connect.highlight.replyValue", label: "connect.highlight.replyLabel" },
] as const;

/**
 * The firm's contact partner as chosen in the dashboard's Team tab (decision
 * 047), handed in by the route: the page then presents that person (name,
 * title, portrait, biography, expertise, their booking and LinkedIn links)
 * instead of the catalog's advisor texts, and links to their profile and the team.
 */
export interface ConnectAdvisor {
  name: string;
  title: string;
  initials: string;
  photo: string | null;
  /** Safe HTML (the site's sanitizing renderer); "" keeps the catalog's background. */
  bioHtml: string;
  expertise: string[];
  linkedinUrl: string | null;
  bookingUrl: string | null;
  email: string | null;
  /** The person's page and the team page, in the page's language. */
  profileHref: string;
  teamHref: string;
}

/**
 * /connect: the advisor's personal page, reached from a business card or a
 * profile link. No site header or footer, so it carries its own language
 * toggle and a way back to the main site. The route module hands it the two
 * pieces other features own: the contact form (`form`) and the testimonials
 * section (`testimonials`), so this feature imports neither (decision 025).
 */
export function ConnectPage({ form, testimonials, advisor = null }: { form: ReactNode; testimonials: ReactNode; advisor?: ConnectAdvisor | null }) {
  const { t, dir } = useI18n();
  const rootLinks = useRootData()?.links;
  const links = rootLinks && advisor ? { ...rootLinks, booking: advisor.bookingUrl ?? rootLinks.booking, professionalNetwork: advisor.linkedinUrl ?? rootLinks.professionalNetwork } : rootLinks;
  const contact = useContactDetails();
  const Back = dir === "rtl" ? ArrowRight : ArrowLeft;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-ink-100 bg-white">
        <Container className="flex h-16 items-center justify-between gap-3">
          <MainSiteLink icon={<Back aria-hidden className="size-4" />} />
          <LanguageSwitch />
        </Container>
      </header>

      <main id="main" className="flex-1">
        <Hero advisor={advisor} links={links} />

        <section className="border-b border-ink-100 bg-sand-50">
          <Container>
            <dl className="grid divide-y divide-ink-100 sm:grid-cols-3 sm:divide-x sm:divide-y-0">
              {highlights.map((item) => (
                <div key={item.value} className="flex flex-col items-center gap-1 px-4 py-6 text-center">
                  <dt className="order-2 text-sm text-ink-700">{t(item.label)}</dt>
                  <dd className="order-1 text-2xl font-bold text-ink-900">{t(item.value)}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </section>

        <section aria-labelledby="connect-background" className="py-16 sm:py-24">
          <Container className="grid gap-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-16">
            <div>
              <p className="text-sm font-semibold text-sand-700">{t("connect.background.eyebrow")}</p>
              <h2 id="connect-background" className="mt-3 text-3xl font-bold text-ink-900 sm:text-4xl">
                {t("connect.background.title")}
              </h2>
              {advisor?.bioHtml ? (
                <div className="article-prose mt-6" dangerouslySetInnerHTML={{ __html: advisor.bioHtml }} />
              ) : (
                <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-700">
                  <p>{t("connect.background.p1")}</p>
                  <p>{t("connect.background.p2")}</p>
                </div>
              )}
            </div>
            <div className="rounded-2xl border border-ink-100 bg-white p-6 sm:p-8">
              <h3 className="flex items-center gap-2 text-lg font-bold text-ink-900">
                <BadgeCheck aria-hidden className="size-5 text-sand-600" />
                {t("connect.expertise.title")}
              </h3>
              <ul className="mt-5 grid gap-4">
                {(advisor && advisor.expertise.length > 0 ? advisor.expertise : expertise.map((key) => t(key))).map((item) => (
                  <li key={item} className="flex items-start gap-3 text-ink-800">
                    <span className="mt-1 flex size-5 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sand-300">
                      <Check aria-hidden className="size-3" />
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </div>
          </Container>
        </section>

        <section id={FORM_ANCHOR} aria-labelledby="connect-message" className="bg-ink-50/60 py-16 sm:py-24">
          <Container className="grid gap-10 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
            <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-[0_20px_50px_-30px_rgba(11,31,58,0.35)] sm:p-8">
              <h2 id="connect-message" className="text-2xl font-bold text-ink-900 sm:text-3xl">
                {t("connect.form.title")}
              </h2>
              <p className="mt-2 mb-6 text-ink-700">{t("connect.form.lead")}</p>
              {form}
            </div>
            <div className="grid content-start gap-6">
              <BookingCard booking={links?.booking ?? null} />
              {contact.whatsapp && (
                <SideCard icon={<MessageCircle aria-hidden className="size-5" />} title={t("connect.whatsapp.title")} body={t("connect.whatsapp.body")}>
                  <Button asChild variant="outline" className="w-full">
                    <a href={contact.whatsapp.href} target="_blank" rel="noopener noreferrer">
                      {t("connect.whatsapp.cta")}
                      <span className="sr-only"> {t("contactDetails.newTab")}</span>
                    </a>
                  </Button>
                </SideCard>
              )}
              <DirectContactCard advisorEmail={advisor?.email ?? null} />
              {links?.professionalNetwork && <NetworkCard href={links.professionalNetwork} />}
              <p className="flex items-start gap-2 px-1 text-sm text-ink-600">
                <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-sand-700" />
                {t("connect.form.confidential")}
              </p>
            </div>
          </Container>
        </section>

        {testimonials}

        <section aria-labelledby="connect-services" className="py-16 sm:py-24">
          <Container>
            <div className="max-w-2xl">
              <p className="text-sm font-semibold text-sand-700">{t("connect.services.eyebrow")}</p>
              <h2 id="connect-services" className="mt-3 text-3xl font-bold text-ink-900 sm:text-4xl">
                {t("connect.services.title")}
              </h2>
            </div>
            <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {services.map(({ icon: Icon, title, body }) => (
                <li key={title} className="rounded-2xl border border-ink-100 bg-white p-6 transition-shadow hover:shadow-[0_16px_40px_-28px_rgba(11,31,58,0.45)]">
                  <span className="flex size-11 items-center justify-center rounded-lg bg-sand-100 text-sand-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <h3 className="mt-5 text-lg font-bold text-ink-900">{t(title)}</h3>
                  <p className="mt-2 text-[0.95rem] leading-relaxed text-ink-700">{t(body)}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      </main>

      <ConnectFooter />
    </div>
  );
}

function Hero({ advisor, links }: { advisor: ConnectAdvisor | null; links: PublicLinks | undefined }) {
  const { t } = useI18n();
  const root = useRootData();
  const whatsapp = root?.siteDetails.contact.whatsapp ?? null;
  const photo = advisor ? advisor.photo : (root?.siteDetails.advisorPhoto ?? null);
  const name = advisor?.name ?? t("connect.advisor.name");
  const images = useSiteImages();
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="najdi-pattern absolute inset-0 -z-10 opacity-[0.07]" />
      <Container className="grid items-center gap-10 py-14 sm:py-20 md:grid-cols-[auto_1fr] md:gap-14">
        {photo ? (
          <SiteImage
            src={photo}
            alt={t("connect.advisor.photoAlt", { name })}
            width={224}
            height={224}
            sizes={portraitSizes(Object.hasOwn(images, photo) ? images[photo] : undefined)}
            className="mx-auto size-40 rounded-full object-cover ring-3 ring-sand-300/80 ring-offset-4 ring-offset-ink-900 md:size-56"
          />
        ) : (
          <Monogram initials={advisor?.initials ?? t("connect.advisor.initials")} className="mx-auto size-40 md:size-56" />
        )}
        <div className="text-center md:text-start">
          <p className="text-sm font-semibold text-sand-400">{t("connect.hero.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-bold text-balance sm:text-5xl">{name}</h1>
          <p className="mt-3 text-lg font-medium text-sand-300">{advisor ? advisor.title : t("connect.advisor.title")}</p>
          {advisor && (
            <p className="mt-2 flex flex-wrap justify-center gap-x-5 text-sm md:justify-start">
              <Link to={advisor.profileHref} className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-sand-300">
                {t("connect.advisor.profile")}
              </Link>
              <Link to={advisor.teamHref} className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-sand-300">
                {t("connect.advisor.team")}
              </Link>
            </p>
          )}
          <p className="mx-auto mt-5 max-w-2xl text-lg text-ink-100/90 md:mx-0">{t("connect.hero.intro")}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row md:justify-start">
            <BookingButton booking={links?.booking ?? null} size="lg" />
            <Button asChild size="lg" variant="onDark">
              <a href={`#${FORM_ANCHOR}`}>
                <Send aria-hidden className="size-4 rtl:-scale-x-100" />
                {t("connect.hero.messageCta")}
              </a>
            </Button>
          </div>
          {(whatsapp || links?.professionalNetwork) && (
            <ul className="mt-8 flex flex-wrap justify-center gap-2 md:justify-start" aria-label={t("connect.hero.channels")}>
              {whatsapp && (
                <ChannelChip href={whatsapp.href} icon={<MessageCircle aria-hidden className="size-4" />}>
                  {t("connect.channel.whatsapp")}
                </ChannelChip>
              )}
              {links?.professionalNetwork && (
                <ChannelChip href={links.professionalNetwork} icon={<LinkedinIcon className="size-4" />}>
                  {t("connect.channel.network")}
                </ChannelChip>
              )}
            </ul>
          )}
        </div>
      </Container>
    </section>
  );
}

/** The 30-minute call: the booking page when configured, otherwise the message form on this page. */
function BookingButton({ booking, size, variant = "primary", className }: { booking: string | null; size: "md" | "lg"; variant?: "primary" | "secondary"; className?: string }) {
  const { t } = useI18n();
  return (
    <Button asChild size={size} variant={variant} className={className}>
      {booking ? (
        <a href={booking} target="_blank" rel="noopener noreferrer">
          <CalendarClock aria-hidden className="size-4" />
          {t("connect.booking.cta")}
        </a>
      ) : (
        <a href={`#${FORM_ANCHOR}`}>
          <CalendarClock aria-hidden className="size-4" />
          {t("connect.booking.cta")}
        </a>
      )}
    </Button>
  );
}

function BookingCard({ booking }: { booking: string | null }) {
  const { t } = useI18n();
  return (
    <SideCard icon={<Clock aria-hidden className="size-5" />} title={t("connect.booking.title")} body={booking ? t("connect.booking.body") : t("connect.booking.bodyViaForm")}>
      {booking && <BookingButton booking={booking} size="md" variant="secondary" className="w-full" />}
    </SideCard>
  );
}

/** E-mail (the contact partner's own when set), phone and office as filled in on the dashboard; no card at all while none is. */
function DirectContactCard({ advisorEmail }: { advisorEmail: string | null }) {
  const { t } = useI18n();
  const details = useContactDetails();
  const contact = advisorEmail ? { ...details, email: advisorEmail } : details;
  if (!contact.email && !contact.phone && !contact.address && !contact.mapUrl) return null;
  const link = "inline-flex min-h-11 items-center gap-1.5 font-semibold text-ink-800 underline-offset-4 hover:underline";
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-6">
      <h3 className="font-bold text-ink-900">{t("connect.direct.title")}</h3>
      <address className="mt-3 grid gap-1 text-[0.95rem] not-italic text-ink-700">
        {contact.email && (
          <DirectLine icon={<Mail aria-hidden className="size-4" />}>
            <EmailLink email={contact.email} className={link} />
          </DirectLine>
        )}
        {contact.phone && (
          <DirectLine icon={<Phone aria-hidden className="size-4" />}>
            <PhoneLink phone={contact.phone} className={link} />
          </DirectLine>
        )}
        {(contact.address || contact.mapUrl) && (
          <DirectLine icon={<MapPin aria-hidden className="size-4" />}>
            {contact.address && (
              <p className="py-2.5">
                <span className="sr-only">{t("contactDetails.address")}: </span>
                {contact.address}
              </p>
            )}
            {contact.mapUrl && <MapLink mapUrl={contact.mapUrl} className={link} />}
          </DirectLine>
        )}
      </address>
    </div>
  );
}

function DirectLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-3.5 shrink-0 text-sand-700">{icon}</span>
      <div className="flex min-w-0 flex-col items-start">{children}</div>
    </div>
  );
}

function NetworkCard({ href }: { href: string }) {
  const { t } = useI18n();
  return (
    <SideCard icon={<LinkedinIcon className="size-5" />} title={t("connect.network.title")} body={t("connect.network.body")}>
      <Button asChild variant="outline" className="w-full">
        <a href={href} target="_blank" rel="noopener noreferrer">
          <LinkedinIcon className="size-4" />
          {t("connect.network.cta")}
        </a>
      </Button>
    </SideCard>
  );
}

function SideCard({ icon, title, body, children }: { icon: ReactNode; title: string; body: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-ink-100 bg-white p-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-ink-900 text-sand-300">{icon}</span>
        <div>
          <h3 className="font-bold text-ink-900">{title}</h3>
          <p className="mt-1 text-[0.95rem] text-ink-700">{body}</p>
        </div>
      </div>
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}

function ChannelChip({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-white/20 px-4 text-sm font-medium text-white transition-colors hover:bg-white/10"
      >
        {icon}
        {children}
      </a>
    </li>
  );
}

function MainSiteLink({ icon }: { icon: ReactNode }) {
  const { t, href } = useI18n();
  return (
    <div className="flex items-center gap-3">
      <BrandLogo />
      <Link to={href("/")} className={cn("hidden min-h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-ink-700 hover:bg-ink-50 hover:text-ink-900 sm:inline-flex")}>
        {icon}
        {t("connect.mainSite")}
      </Link>
    </div>
  );
}

function ConnectFooter() {
  const { t, href } = useI18n();
  const year = new Date().getFullYear();
  return (
    <footer className="relative overflow-hidden bg-ink-950 text-white">
      <div aria-hidden className="najdi-pattern pointer-events-none absolute inset-0 opacity-[0.06]" />
      <Container className="relative flex flex-col gap-6 py-10 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <p className="text-[0.95rem] text-ink-100/85">{t("connect.footer.text")}</p>
          <p className="mt-3 text-sm text-ink-100/60">{t("footer.rights", { year, name: t("brand.name") })}</p>
        </div>
        <nav aria-label={t("connect.footer.nav")} className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
          <Link to={href("/")} className="inline-flex min-h-11 items-center text-ink-100/80 hover:text-sand-300">
            {t("connect.mainSite")}
          </Link>
          <Link to={href("/privacy-policy")} className="inline-flex min-h-11 items-center text-ink-100/80 hover:text-sand-300">
            {t("footer.legal.privacy")}
          </Link>
          <Link to={href("/terms-of-service")} className="inline-flex min-h-11 items-center text-ink-100/80 hover:text-sand-300">
            {t("footer.legal.terms")}
          </Link>
        </nav>
      </Container>
    </footer>
  );
}

/**
 * The portrait's `sizes`: its round frame is 10rem wide, 14rem from `md`;
 * a landscape photo fills it by its height, so the width it needs grows by
 * its proportions (decision 044).
 */
function portraitSizes(image: ResponsiveImage | undefined): string {
  const widest = image?.variants.reduce((a, b) => (b.width > a.width ? b : a));
  const ratio = widest ? Math.max(1, widest.width / widest.height) : 1;
  const rem = (size: number) => `${Math.ceil(size * ratio * 100) / 100}rem`;
  return `(min-width: 48rem) ${rem(14)}, ${rem(10)}`;
}
