import { data } from "react-router";
import { SiteImagesProvider } from "~/components/ui/site-image";
import { PersonPage } from "~/features/people/components/person-page";
import { loadPersonPage } from "~/features/people/load-person-page.server";
import { useI18n } from "~/i18n/i18n-provider";
import { localizePath } from "~/i18n/locales";
import { createTranslator } from "~/i18n/translate";
import { absoluteUrl, organizationContact, personJsonLd } from "~/lib/json-ld";
import { JsonLdScript } from "~/lib/json-ld-script";
import type { PageHandle } from "~/lib/page-hydration";
import { requestContext } from "~/lib/request-context";
import { useRootData, type RootData } from "~/lib/root-data";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/team-member";

/** HTML and the boot script only (decision 040). */
export const handle: PageHandle = { hydrate: "none" };

/** An unknown or unpublished address is a real 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { db, config, lang, publicData, logger } = context.get(requestContext);
  const page = await loadPersonPage(db, { slug: params.slug, lang, siteOrigin: config.PUBLIC_URL, publicData, logger });
  if (!page) throw data(null, { status: 404 });
  return page;
}

/** The sharing card: the name and title, the biography's first words, the portrait. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, { titleKey: "notFound.title" });
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const t = createTranslator(root?.messages ?? {});
  const { person, summary } = loaderData;
  return pageMeta(matches, {
    title: person.title ? t("team.person.metaTitle", { name: person.name, title: person.title }) : person.name,
    description: summary || (person.title ? t("team.person.metaDescription", { name: person.name, title: person.title, brand: t("brand.name") }) : undefined),
    image: person.photo ?? undefined,
    imageAlt: person.photo ? t("team.photoAlt", { name: person.name }) : undefined,
    type: "profile",
  });
};

export default function TeamMember({ loaderData }: Route.ComponentProps) {
  const { person, bioHtml, summary, images } = loaderData;
  const { t, lang } = useI18n();
  const root = useRootData();
  const publicUrl = root?.publicUrl ?? "";
  return (
    <SiteImagesProvider images={images}>
      {root && (
        <JsonLdScript
          data={personJsonLd({
            url: absoluteUrl(publicUrl, localizePath(`/team/${person.slug}`, lang)),
            name: person.name,
            jobTitle: person.title,
            image: person.photo,
            description: summary || undefined,
            linkedinUrl: person.linkedinUrl,
            email: person.email,
            knowsAbout: [...person.expertise, ...person.sectors],
            knowsLanguage: person.languages,
            worksFor: {
              name: t("brand.name"),
              publicUrl,
              description: t("meta.defaultDescription"),
              professionalNetworkUrl: root.links.professionalNetwork,
              contact: organizationContact(root.siteDetails.contact),
            },
          })}
        />
      )}
      <PersonPage person={person} bioHtml={bioHtml} />
    </SiteImagesProvider>
  );
}
