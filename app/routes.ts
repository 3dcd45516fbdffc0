import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * English pages live at the spec's paths and Arabic ones under `/ar`
 * (docs/decisions/004-language-urls.md); the optional segment serves both.
 */
export default [
  route(":lang?", "routes/site-layout.tsx", { id: "site" }, [
    index("routes/home.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
