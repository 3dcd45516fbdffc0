import { Router } from "express";
import type { ApiDeps } from "./deps";

/** The leadership assessment's API (filled in by the assessments work). */
export function leadershipAssessmentRoutes(_deps: ApiDeps): Router {
  return Router();
}
