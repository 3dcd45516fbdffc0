import { Router } from "express";
import type { ApiDeps } from "./deps";

export function blogRoutes(_deps: ApiDeps): Router {
  return Router();
}
