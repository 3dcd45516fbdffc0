import { Router } from "express";
import type { ApiDeps } from "./deps";

/** Scaffold: the privacy notice's versions: read and publish (issue 14 item 8). Filled in by the next commits. */
export function adminPrivacyNoticeRoutes(_deps: ApiDeps): Router {
  return Router();
}
