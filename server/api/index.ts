import { Router } from "express";
import { AppError } from "~/lib/app-error";
import { createCsrf } from "../middleware/csrf";
import { apiErrorHandler } from "../middleware/error-handler";
import { dashboardRequestsOnly } from "../middleware/fetch-metadata";
import { rejectBadApiAddress, rejectNulInBody, stripBidiControls } from "../middleware/hostile-input";
import { requireSecondFactorSetUp } from "../middleware/require-second-factor";
import { keepDatabaseBudget } from "../middleware/database-budget";
import { jsonBody } from "../middleware/json-body";
import { invalidateOnWrite } from "../page-cache/invalidate-on-write";
import type { ApiDeps } from "./deps";
import { adminAuditLogRoutes } from "./admin-audit-log-routes";
import { adminBlogRoutes, adminUploadRoutes } from "./admin-blog-routes";
import { adminCaseStudiesRoutes } from "./admin-case-studies-routes";
import { adminContactsRoutes } from "./admin-contacts-routes";
import { adminDashboardRoutes } from "./admin-dashboard-routes";
import { adminDraftsRoutes, articleDraftsRoutes } from "./content-drafts-routes";
import { adminLeadsRoutes } from "./admin-leads-routes";
import { adminPeopleRoutes } from "./admin-people-routes";
import { adminPrivacyNoticeRoutes } from "./admin-privacy-notice-routes";
import { adminPrivacyRoutes } from "./admin-privacy-routes";
import { adminRedirectsRoutes } from "./admin-redirects-routes";
import { adminRegistrationRoutes } from "./admin-registration-routes";
import { adminSecondFactorRoutes } from "./admin-second-factor-routes";
import { adminSiteContentRoutes } from "./admin-site-content-routes";
import { adminTestimonialsRoutes } from "./admin-testimonials-routes";
import { adminUsersRoutes } from "./admin-users-routes";
import { authRoutes } from "./auth-routes";
import { blogRoutes } from "./blog-routes";
import { contactRoutes } from "./contact-routes";
import { hrAssessmentRoutes } from "./hr-assessment-routes";
import { leadershipAssessmentRoutes } from "./leadership-assessment-routes";
import { profileRoutes } from "./profile-routes";
import { secondFactorRoutes } from "./second-factor-routes";
import { sessionRoutes } from "./session-routes";
import { siteContentRoutes } from "./site-content-routes";

/** Everything under `/api`. Unknown paths answer 404 JSON; errors answer `{ message, code, errors? }`. */
export function apiRouter(deps: Omit<ApiDeps, "csrf"> & { onPublicContentChange?: () => Promise<void> }): Router {
  const csrf = createCsrf(deps.signingSecret, { publicUrl: deps.config.PUBLIC_URL });
  const full: ApiDeps = { ...deps, csrf };
  const router = Router();
  router.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  router.use(rejectBadApiAddress);
  if (deps.onPublicContentChange) router.use(invalidateOnWrite(deps.onPublicContentChange));
  // Exports and every other administrators' call: never as an image, a frame or from another site.
  router.use("/admin", dashboardRequestsOnly);
  // An administrator without a second factor while the firm requires one reaches no administrators' call (decision 038).
  router.use("/admin", requireSecondFactorSetUp({ db: deps.db, forcedByServer: deps.config.REQUIRE_ADMIN_SECOND_FACTOR }));
  // Image uploads are raw bytes, not JSON; the route checks CSRF itself.
  router.use(adminUploadRoutes(full));
  router.use(jsonBody());
  router.use(rejectNulInBody);
  router.use(stripBidiControls);
  router.use(keepDatabaseBudget);
  router.use(csrf.verify);
  router.use(sessionRoutes(full));
  router.use(blogRoutes(full));
  router.use(contactRoutes(full));
  router.use(hrAssessmentRoutes(full));
  router.use(leadershipAssessmentRoutes(full));
  router.use(siteContentRoutes(full));
  router.use(authRoutes(full));
  router.use(profileRoutes(full));
  router.use(secondFactorRoutes(full));
  router.use(adminUsersRoutes(full));
  router.use(adminRegistrationRoutes(full));
  router.use(adminSecondFactorRoutes(full));
  router.use(adminBlogRoutes(full));
  router.use(adminDashboardRoutes(full));
  router.use(adminContactsRoutes(full));
  router.use(adminSiteContentRoutes(full));
  router.use(adminDraftsRoutes(full));
  router.use(articleDraftsRoutes(full));
  router.use(adminTestimonialsRoutes(full));
  router.use(adminPeopleRoutes(full));
  router.use(adminCaseStudiesRoutes(full));
  router.use(adminRedirectsRoutes(full));
  router.use(adminLeadsRoutes(full));
  router.use(adminAuditLogRoutes(full));
  router.use(adminPrivacyRoutes(full));
  router.use(adminPrivacyNoticeRoutes(full));
  router.use((_req, _res, next) => next(new AppError("NOT_FOUND")));
  router.use(apiErrorHandler(deps.db));
  return router;
}
