import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * English pages live at the spec's paths and Arabic ones under `/ar`
 * (docs/decisions/004-language-urls.md); the optional segment serves both.
 */
export default [
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Each language's RSS feed (decision 043): one module, two addresses.
  route("blog/feed.xml", "routes/blog-feed[.]xml.ts", { id: "blog-feed-en" }),
  route("ar/blog/feed.xml", "routes/blog-feed[.]xml.ts", { id: "blog-feed-ar" }),
  route("uploads/:id", "routes/uploads.$id.ts"),
  route("uploads/:id/:variant", "routes/uploads.$id.$variant.ts"),
  route(":lang?", "routes/site-layout.tsx", { id: "site" }, [
    index("routes/home.tsx"),
    route("blog", "routes/blog.tsx"),
    route("blog/:slug", "routes/blog-post.tsx"),
    route("preview/:token", "routes/post-preview.tsx"),
    route("case-studies", "routes/case-studies.tsx"),
    route("case-studies/:slug", "routes/case-study.tsx"),
    route("contact", "routes/contact.tsx"),
    route("connect", "routes/connect.tsx"),
    route("team", "routes/team.tsx"),
    route("team/:slug", "routes/team-member.tsx"),
    route("iqader-platform", "routes/iqader-platform.tsx"),
    route("privacy-policy", "routes/privacy-policy.tsx"),
    route("terms-of-service", "routes/terms-of-service.tsx"),
    route("cookie-policy", "routes/cookie-policy.tsx"),
    route("auth", "routes/auth.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("profile", "routes/profile.tsx"),
    route("second-factor", "routes/second-factor.tsx"),
    route("admin", "routes/admin.tsx"),
    route("hr-assessment", "routes/hr-assessment.tsx"),
    route("leadership-assessment", "routes/leadership-assessment.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
