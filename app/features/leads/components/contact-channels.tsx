import { CalendarClock, Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { LinkedinIcon } from "~/components/icons/linkedin-icon";
import { EmailLink, MapLink, PhoneLink, useContactDetails, WhatsappLink } from "~/components/layout/contact-detail-links";
import { useI18n } from "~/i18n/i18n-provider";
import { useRootData } from "~/lib/root-data";
import { cn } from "~/lib/cn";

/**
 * How to reach the firm besides the form: the reply promise, the office,
 * the contact details filled in on the dashboard and the outside channels
 * that are configured (decisions 006 and 022: what is not filled in or
 * configured is not shown).
 */
export function ContactChannels({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { t } = useI18n();
  const links = useRootData()?.links;
  const contact = useContactDetails();
  const dark = tone === "dark";
  const detailLink = cn("inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-4 hover:underline", dark ? "text-sand-300" : "text-ink-800");
  return (
    <ul className={cn("grid gap-4", className)}>
      <ChannelItem dark={dark} icon={<Clock aria-hidden className="size-5" />} title={t("leads.channels.replyTitle")}>
        {t("leads.channels.replyBody")}
      </ChannelItem>
      <ChannelItem dark={dark} icon={<MapPin aria-hidden className="size-5" />} title={t("leads.channels.officeTitle")}>
        <p>
          {contact.address && <span className="sr-only">{t("contactDetails.address")}: </span>}
          {contact.address ?? t("footer.location")}
        </p>
        {contact.mapUrl && <MapLink mapUrl={contact.mapUrl} className={detailLink} />}
      </ChannelItem>
      {contact.email && (
        <ChannelItem dark={dark} icon={<Mail aria-hidden className="size-5" />} title={t("contactDetails.email")}>
          <EmailLink email={contact.email} className={detailLink} />
        </ChannelItem>
      )}
      {contact.phone && (
        <ChannelItem dark={dark} icon={<Phone aria-hidden className="size-5" />} title={t("contactDetails.phone")}>
          <PhoneLink phone={contact.phone} className={detailLink} />
        </ChannelItem>
      )}
      {links?.booking && (
        <ChannelItem dark={dark} icon={<CalendarClock aria-hidden className="size-5" />} title={t("leads.channels.bookingTitle")}>
          <ExternalChannelLink href={links.booking} dark={dark}>
            {t("leads.channels.bookingLink")}
          </ExternalChannelLink>
        </ChannelItem>
      )}
      {contact.whatsapp && (
        <ChannelItem dark={dark} icon={<MessageCircle aria-hidden className="size-5" />} title={t("leads.channels.whatsappTitle")}>
          <WhatsappLink whatsapp={contact.whatsapp} className={detailLink} />
        </ChannelItem>
      )}
      {links?.professionalNetwork && (
        <ChannelItem dark={dark} icon={<LinkedinIcon className="size-5" />} title={t("leads.channels.networkTitle")}>
          <ExternalChannelLink href={links.professionalNetwork} dark={dark}>
            {t("leads.channels.networkLink")}
          </ExternalChannelLink>
        </ChannelItem>
      )}
    </ul>
  );
}

function ChannelItem({ icon, title, dark, children }: { icon: ReactNode; title: string; dark: boolean; children: ReactNode }) {
  return (
    <li className="flex items-start gap-4">
      <span
        className={cn(
          "flex size-11 shrink-0 items-center justify-center rounded-lg ring-1",
          dark ? "bg-white/5 text-sand-300 ring-white/15" : "bg-white text-sand-700 ring-ink-100",
        )}
      >
        {icon}
      </span>
      <div className="min-w-0 pt-0.5">
        <p className={cn("font-semibold", dark ? "text-white" : "text-ink-900")}>{title}</p>
        <div className={cn("mt-0.5 text-[0.95rem]", dark ? "text-ink-100/85" : "text-ink-700")}>{children}</div>
      </div>
    </li>
  );
}

function ExternalChannelLink({ href, dark, children }: { href: string; dark: boolean; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 font-semibold underline-offset-4 hover:underline",
        dark ? "text-sand-300" : "text-ink-800",
      )}
    >
      {children}
      <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
      <span className="sr-only">{t("leads.channels.opensInNewTab")}</span>
    </a>
  );
}
