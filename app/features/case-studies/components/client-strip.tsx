import { SiteImage } from "~/components/ui/site-image";
import { useI18n } from "~/i18n/i18n-provider";
import type { PageClient } from "../proof";

/**
 * The clients the firm may name (permission ticked in the dashboard): a logo
 * where one is uploaded, else the name set in type. Nothing when there are none.
 */
export function ClientStrip({ clients, heading: Heading = "h2" }: { clients: readonly PageClient[]; heading?: "h2" | "h3" }) {
  const { t } = useI18n();
  if (clients.length === 0) return null;
  return (
    <div data-testid="client-strip">
      <Heading className="text-sm font-semibold text-ink-600">{t("caseStudies.clients.title")}</Heading>
      <ul className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-ink-100 bg-ink-100 sm:grid-cols-3 lg:grid-cols-5">
        {clients.map((client) => (
          <li key={client.id} className="flex min-h-24 items-center justify-center bg-white px-4 py-5 text-center">
            {client.logoUrl ? (
              <SiteImage src={client.logoUrl} alt={client.name} width={160} height={64} sizes="160px" lazy className="h-12 w-auto max-w-full object-contain" />
            ) : (
              <span className="text-base font-semibold text-ink-800">{client.name}</span>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-500">{t("caseStudies.clients.note")}</p>
    </div>
  );
}
