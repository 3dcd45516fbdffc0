import { Mail, MessageCircle, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/lib/cn";
import { callHref, whatsappChatHref } from "../lead-phone-links";
import type { LeadRow } from "../lead-row";

const action =
  "inline-flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-md border border-ink-900/20 bg-white px-3 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900/40 hover:bg-ink-50";

/**
 * One tap to reach the person: Call (`tel:`), WhatsApp (`wa.me`) and E-mail
 * (`mailto:`), each only when the lead has what it needs, each a full
 * touch target. Named with the person, since a list repeats them.
 */
export function LeadContactActions({ lead, className }: { lead: Pick<LeadRow, "name" | "email" | "phone">; className?: string }) {
  const { t } = useI18n();
  const call = lead.phone ? callHref(lead.phone) : null;
  const whatsapp = lead.phone ? whatsappChatHref(lead.phone) : null;
  if (!call && !whatsapp && !lead.email) return null;
  return (
    <div role="group" aria-label={t("leadPipelineAdmin.contact.label", { name: lead.name })} className={cn("grid auto-cols-fr grid-flow-col gap-2", className)}>
      {call && <ContactLink href={call} icon={<Phone aria-hidden className="size-4 shrink-0" />} label={t("leadPipelineAdmin.contact.call")} name={t("leadPipelineAdmin.contact.callName", { name: lead.name })} />}
      {whatsapp && (
        <ContactLink
          href={whatsapp}
          external
          icon={<MessageCircle aria-hidden className="size-4 shrink-0" />}
          label={t("leadPipelineAdmin.contact.whatsapp")}
          name={t("leadPipelineAdmin.contact.whatsappName", { name: lead.name })}
        />
      )}
      {lead.email && (
        <ContactLink href={`mailto:${lead.email}`} icon={<Mail aria-hidden className="size-4 shrink-0" />} label={t("leadPipelineAdmin.contact.email")} name={t("leadPipelineAdmin.contact.emailName", { name: lead.name })} />
      )}
    </div>
  );
}

function ContactLink({ href, icon, label, name, external }: { href: string; icon: ReactNode; label: string; name: string; external?: boolean }) {
  return (
    <a href={href} aria-label={name} className={action} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {icon}
      <span className="truncate">{label}</span>
    </a>
  );
}
