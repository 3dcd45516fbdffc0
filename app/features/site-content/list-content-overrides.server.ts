/** The overrides are read where the texts are resolved (decision 027); the dashboard's feature re-exports the one query. */
export { listContentOverrides } from "~/i18n/server-translator.server";
