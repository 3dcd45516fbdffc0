import { SiteImagesProvider } from "~/components/ui/site-image";
import { ConnectPage, type ConnectAdvisor } from "~/features/connect/components/connect-page";
import { ContactForm } from "~/features/leads/components/contact-form";
import { loadContactPartnerPage } from "~/features/people/load-person-page.server";
import { personInitials } from "~/features/people/person";
import { loadAdvisorPhotoImages } from "~/features/site-content/load-advisor-photo-images.server";
import { TestimonialsSection } from "~/features/testimonials/components/testimonials-section";
import { loadPageTestimonials } from "~/features/testimonials/load-page-testimonials.server";
import { localizePath } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translate";
import { requestContext } from "~/lib/request-context";
import { Island } from "~/islands/island";
import { useRootData, type RootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/connect";

/** The advisor page stands alone: no site header, footer or side toggle; HTML with its contact form as an island (decision 040). */
export const handle: PageHandle = { chrome: false, hydrate: "islands" };

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const t = createTranslator(root?.messages ?? {});
  const name = loaderData?.advisor?.name ?? t("connect.advisor.name");
  return pageMeta(matches, {
    title: t("connect.metaTitle", { name }),
    descriptionKey: "connect.metaDescription",
    image: loaderData?.advisor?.photo ?? undefined,
  });
};

/**
 * Published testimonials in the page's language, and the advisor: the
 * firm's contact partner chosen in the Team tab (decision 047) with their
 * portrait's variants, or, while none is set, the catalog's advisor texts and
 * the Site Content tab's photo as before.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, publicData, lang, config } = context.get(requestContext);
  const [testimonials, partner] = await Promise.all([
    loadPageTestimonials(db, { lang, page: "connect", logger, publicData }),
    loadContactPartnerPage(db, { lang, siteOrigin: config.PUBLIC_URL, publicData, logger }).catch((error: unknown) => {
      logger.warn({ err: error }, "contact partner unavailable; the catalog's advisor shown");
      return null;
    }),
  ]);
  if (!partner) return { testimonials, images: await loadAdvisorPhotoImages(db, { lang, publicData, logger }), advisor: null };
  const { person, bioHtml, images } = partner;
  const advisor: ConnectAdvisor = {
    name: person.name,
    title: person.title,
    initials: personInitials(person.name),
    photo: person.photo,
    bioHtml,
    expertise: person.expertise,
    linkedinUrl: person.linkedinUrl,
    bookingUrl: person.bookingUrl,
    email: person.email,
    profileHref: localizePath(`/team/${person.slug}`, lang),
    teamHref: localizePath("/team", lang),
  };
  return { testimonials, images, advisor };
}

/** The advisor page around the contact form and the testimonials, which their own features own. */
export default function Connect({ loaderData }: Route.ComponentProps) {
  const formToken = useRootData()?.formToken ?? "";
  return (
    <SiteImagesProvider images={loaderData.images}>
      <ConnectPage
        advisor={loaderData.advisor}
        form={<Island name="contact-form" component={ContactForm} props={{ variant: "connect", formToken }} />}
        testimonials={<TestimonialsSection testimonials={loaderData.testimonials} className="bg-sand-50/70" />}
      />
    </SiteImagesProvider>
  );
}
