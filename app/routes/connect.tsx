import { SiteImagesProvider } from "~/components/ui/site-image";
import { ConnectPage } from "~/features/connect/components/connect-page";
import { ContactForm } from "~/features/leads/components/contact-form";
import { loadAdvisorPhotoImages } from "~/features/site-content/load-advisor-photo-images.server";
import { TestimonialsSection } from "~/features/testimonials/components/testimonials-section";
import { loadPageTestimonials } from "~/features/testimonials/load-page-testimonials.server";
import { createTranslator } from "~/i18n/translate";
import { requestContext } from "~/lib/request-context";
import { Island } from "~/islands/island";
import { useRootData, type RootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/connect";

/** The advisor page stands alone: no site header, footer or side toggle; HTML with its contact form as an island (decision 040). */
export const handle: PageHandle = { chrome: false, hydrate: "islands" };

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const t = createTranslator(root?.messages ?? {});
  return pageMeta(matches, {
    title: t("connect.metaTitle", { name: t("connect.advisor.name") }),
    descriptionKey: "connect.metaDescription",
  });
};

/** Published testimonials in the page's language and the advisor photo's variants, read through the public-data memo. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, publicData, lang } = context.get(requestContext);
  const [testimonials, images] = await Promise.all([
    loadPageTestimonials(db, { lang, page: "connect", logger, publicData }),
    loadAdvisorPhotoImages(db, { lang, publicData, logger }),
  ]);
  return { testimonials, images };
}

/** The advisor page around the contact form and the testimonials, which their own features own. */
export default function Connect({ loaderData }: Route.ComponentProps) {
  const formToken = useRootData()?.formToken ?? "";
  return (
    <SiteImagesProvider images={loaderData.images}>
      <ConnectPage
        form={<Island name="contact-form" component={ContactForm} props={{ variant: "connect", formToken }} />}
        testimonials={<TestimonialsSection testimonials={loaderData.testimonials} className="bg-sand-50/70" />}
      />
    </SiteImagesProvider>
  );
}
