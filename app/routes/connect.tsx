import { ConnectPage } from "~/features/connect/components/connect-page";
import { createTranslator } from "~/i18n/translate";
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

export default function Connect() {
  return <ConnectPage />;
}
