import { ContactSection } from "~/features/leads/components/contact-section";
import { LeadDialogs } from "~/features/leads/components/lead-dialogs";
import type { ContactService } from "~/features/leads/contact-services";
import { BlogPreview, PREVIEW_PAGE_PARAM } from "~/features/blog/components/blog-preview";
import { previewPageOf } from "~/features/blog/paging";
import { loadBlogPreview, loadBlogPreviewImages } from "~/features/blog/load-blog-preview.server";
import { AboutSection } from "~/features/home/components/about-section";
import { CareersSection } from "~/features/home/components/careers-section";
import { CtaSection } from "~/features/home/components/cta-section";
import { FrameworkSection } from "~/features/home/components/framework-section";
import { HeroSection } from "~/features/home/components/hero-section";
import { ServicesSection } from "~/features/home/components/services-section";
import { WhyUsSection } from "~/features/home/components/why-us-section";
import type { ServiceId } from "~/features/home/home-content";
import { ProofSection } from "~/features/case-studies/components/proof-section";
import { loadHomeProof } from "~/features/case-studies/load-proof-pages.server";
import { TestimonialsSection } from "~/features/testimonials/components/testimonials-section";
import { loadPageTestimonials } from "~/features/testimonials/load-page-testimonials.server";
import { SiteImagesProvider } from "~/components/ui/site-image";
import { useI18n } from "~/i18n/i18n-provider";
import { organizationContact, organizationJsonLd } from "~/lib/json-ld";
import { JsonLdScript } from "~/lib/json-ld-script";
import { requestContext } from "~/lib/request-context";
import { useRootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import { Island } from "~/islands/island";
import type { PageHandle } from "~/lib/page-hydration";
import type { Route } from "./+types/home";

/** HTML, the boot script and, once they near the viewport or are touched, the contact form and the dialogs as islands (decision 040). */
export const handle: PageHandle = { hydrate: "islands" };

/** The home page's service cards → the service ids enquiries store. */
const leadServiceOf: Record<ServiceId, ContactService> = {
  executiveSearch: "executive-search",
  leadershipHiring: "leadership-hiring",
  onboarding: "strategic-onboarding",
  marketEntry: "market-entry",
};

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { descriptionKey: "home.meta.description" });

export async function loader({ url, context }: Route.LoaderArgs) {
  const { db, logger, publicData, lang } = context.get(requestContext);
  const [blogPosts, testimonials, proof] = await Promise.all([
    loadBlogPreview(db, logger, publicData),
    loadPageTestimonials(db, { lang, page: "home", logger, publicData }),
    loadHomeProof(db, { lang, logger, publicData }),
  ]);
  // The Insights' Load More is a link (`?insights=2`): the server shows three more.
  const insightsPage = previewPageOf(url.searchParams.get(PREVIEW_PAGE_PARAM));
  const blogImages = await loadBlogPreviewImages(db, { posts: blogPosts, page: insightsPage, logger, publicData });
  return { blogPosts, blogImages, testimonials, proof, insightsPage, address: { pathname: url.pathname, search: url.search } };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const root = useRootData();
  // Without script the dialogs' buttons lead to the dialog's form on the contact page (its card's heading).
  const contactPage = `${href("/contact")}#contact-form`;

  return (
    <>
      {root && (
        <JsonLdScript
          data={organizationJsonLd({
            name: t("brand.name"),
            publicUrl: root.publicUrl,
            description: t("meta.defaultDescription"),
            professionalNetworkUrl: root.links.professionalNetwork,
            contact: organizationContact(root.siteDetails.contact),
          })}
        />
      )}
      <HeroSection figureSources={loaderData.proof.figureSources} />
      <AboutSection />
      <ServicesSection inquiry={{ action: contactPage, services: leadServiceOf }} />
      <FrameworkSection consultationAction={contactPage} />
      <CtaSection />
      <WhyUsSection />
      <SiteImagesProvider images={loaderData.proof.images}>
        <ProofSection sectors={loaderData.proof.sectors} clients={loaderData.proof.clients} sectorsWithStudies={loaderData.proof.sectorsWithStudies} hasCaseStudies={loaderData.proof.hasCaseStudies} />
      </SiteImagesProvider>
      <CareersSection />
      <section id="blog" aria-labelledby="blog-preview-title" className="bg-ink-50/50 py-20 sm:py-28">
        <SiteImagesProvider images={loaderData.blogImages}>
          <BlogPreview posts={loaderData.blogPosts} page={loaderData.insightsPage} address={loaderData.address} />
        </SiteImagesProvider>
      </section>
      <TestimonialsSection testimonials={loaderData.testimonials} />
      {/* Rendered with the page, never deferred: visitors jump here from every call to action (decision 017). */}
      <ContactSection />
      <Island name="lead-dialogs" component={LeadDialogs} props={{}} />
    </>
  );
}
