import { ConnectPage } from "~/features/connect/components/connect-page";
import { ContactForm } from "~/features/leads/components/contact-form";
import { TestimonialsSection } from "~/features/testimonials/components/testimonials-section";
import { loadPageTestimonials } from "~/features/testimonials/load-page-testimonials.server";
import { createTranslator } from "~/i18n/translate";
import { requestContext } from "~/lib/request-context";
import type { RootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "./site-layout";
import type { Route } from "./+types/connect";

/** The advisor page stands alone: no site header, footer or side toggle. */
export const handle: PageHandle = { chrome: false };

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const t = createTranslator(root?.messages ?? {});
  return pageMeta(matches, {
    title: t("connect.metaTitle", { name: t("connect.advisor.name") }),
    descriptionKey: "connect.metaDescription",
  });
};

/** Published testimonials in the page's language, read through the public-data memo. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger, publicData, lang } = context.get(requestContext);
  return { testimonials: await loadPageTestimonials(db, { lang, page: "connect", logger, publicData }) };
}

/** The advisor page around the contact form and the testimonials, which their own features own. */
export default function Connect({ loaderData }: Route.ComponentProps) {
  return <ConnectPage form={<ContactForm variant="connect" />} testimonials={<TestimonialsSection testimonials={loaderData.testimonials} className="bg-sand-50/70" />} />;
}
