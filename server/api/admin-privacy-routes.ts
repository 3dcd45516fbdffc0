import { Router } from "express";
import type { ApiDeps } from "./deps";

/** Scaffold: GET /api/admin/privacy/export, POST /api/admin/privacy/erase and the retention preview (issue 14 items 9 and 10). Filled in by the next commits. */
export function adminPrivacyRoutes(_deps: ApiDeps): Router {
  return Router();
}
