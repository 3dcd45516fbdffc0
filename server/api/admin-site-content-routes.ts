import { Router } from "express";
import type { ApiDeps } from "./deps";

export function adminSiteContentRoutes(_deps: ApiDeps): Router {
  return Router();
}
