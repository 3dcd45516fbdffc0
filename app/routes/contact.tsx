import { data, redirect, useSearchParams } from "react-router";
import { ContactPage } from "~/features/leads/components/contact-page";
import { isLeadFormKind, type LeadFormKind } from "~/features/leads/lead-form-post";
import { receiveLeadFormPost } from "~/features/leads/receive-lead-form-post.server";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { organizationContact, organizationJsonLd } from "~/lib/json-ld";
import { JsonLdScript } from "~/lib/json-ld-script";
import { requestContext } from "~/lib/request-context";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/contact";

/** HTML and the boot script; the form is an island (decision 040). */
export const handle: PageHandle = { hydrate: "islands" };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "leads.page.metaTitle", descriptionKey: "leads.page.metaDescription" });

/**
 * Every contact form (home, /contact, /connect) posts here when it is sent
 * before its script has loaded, or without JavaScript at all; with the script
 * it talks to `POST /api/contact` instead. Sent: on to the thank-you (a
 * reload does not send twice). Refused: this page, with the visitor's entries
 * and the reasons.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { db, config, logger, signingSecret, clientAddress, lang } = context.get(requestContext);
  const result = await receiveLeadFormPost(
    { db, config, logger },
    { form: await request.formData(), address: clientAddress, language: lang, signingSecret },
  );
  if (result.sent) throw redirect(`${localizePath("/contact", lang)}?sent=${result.form === "contact" ? "1" : result.form}`);
  const { status, ...refusal } = result;
  return data(refusal, { status });
}

/** `?sent=1` (the contact form, as before) or the form's name. */
function sentForm(value: string | null): LeadFormKind | undefined {
  if (value === "1") return "contact";
  return isLeadFormKind(value) ? value : undefined;
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { t } = useI18n();
  const root = useRootData();
  return (
    <>
      {/* The firm with its contact details, as on the home page (decision 022). */}
      {root && (
        <JsonLdScript
          data={organizationJsonLd({
            name: t("brand.name"),
            publicUrl: root.publicUrl,
            professionalNetworkUrl: root.links.professionalNetwork,
            contact: organizationContact(root.siteDetails.contact),
          })}
        />
      )}
      <ContactPage
        postResult={actionData && !actionData.sent ? actionData : undefined}
        sent={sentForm(params.get("sent"))}
        form={isLeadFormKind(params.get("form")) ? (params.get("form") as LeadFormKind) : "contact"}
        service={params.get("service") ?? undefined}
      />
    </>
  );
}
