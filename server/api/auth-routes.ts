import { Router } from "express";
import type { ApiDeps } from "./deps";

export function authRoutes(_deps: ApiDeps): Router {
  return Router();
}
