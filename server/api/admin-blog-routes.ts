import { Router } from "express";
import type { ApiDeps } from "./deps";

export function adminBlogRoutes(_deps: ApiDeps): Router {
  return Router();
}
