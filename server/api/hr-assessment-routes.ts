import { Router } from "express";
import type { ApiDeps } from "./deps";

/** The hr assessment's API (filled in by the assessments work). */
export function hrAssessmentRoutes(_deps: ApiDeps): Router {
  return Router();
}
