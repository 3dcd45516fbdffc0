import { ContactPage } from "~/features/leads/components/contact-page";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleKey: "leads.page.metaTitle", descriptionKey: "leads.page.metaDescription" });

export default function Contact() {
  return <ContactPage />;
}
