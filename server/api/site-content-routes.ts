import { Router } from "express";
import type { ApiDeps } from "./deps";

export function siteContentRoutes(_deps: ApiDeps): Router {
  return Router();
}
