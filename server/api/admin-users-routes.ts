import { Router } from "express";
import type { ApiDeps } from "./deps";

export function adminUsersRoutes(_deps: ApiDeps): Router {
  return Router();
}
