import { Router } from "express";
import type { ApiDeps } from "./deps";

export function adminContactsRoutes(_deps: ApiDeps): Router {
  return Router();
}
