import { Router } from "express";
import type { ApiDeps } from "./deps";

export function profileRoutes(_deps: ApiDeps): Router {
  return Router();
}
