import { Router } from "express";
import type { ApiDeps } from "./deps";

export function contactRoutes(_deps: ApiDeps): Router {
  return Router();
}
