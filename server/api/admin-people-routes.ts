import { Router } from "express";
import { createPerson } from "~/features/people/create-person.server";
import { deletePerson } from "~/features/people/delete-person.server";
import { listPeople } from "~/features/people/list-people.server";
import { personPatchSchema, personSchema } from "~/features/people/person.schema";
import { updatePerson } from "~/features/people/update-person.server";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/**
 * The Team tab (decision 047). Every successful write empties the anonymous
 * page cache (server/page-cache/invalidate-on-write.ts): /team, the people's
 * pages, /connect, the header and footer, and the articles' bylines show them.
 */
export function adminPeopleRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/people", requireRole("admin", "editor"), async (_req, res) => {
    res.json(await listPeople(db));
  });

  router.post("/admin/people", requireRole("admin", "editor"), async (req, res) => {
    const values = personSchema.parse(req.body ?? {});
    res.status(201).json({ person: await createPerson(db, values, auditContextOf(req)) });
  });

  router.patch("/admin/people/:id", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "peopleAdmin.error.notFound");
    const patch = personPatchSchema.parse(req.body ?? {});
    res.json({ person: await updatePerson(db, id, patch, auditContextOf(req)) });
  });

  router.delete("/admin/people/:id", requireRole("admin", "editor"), async (req, res) => {
    await deletePerson(db, parseIdParam(req.params.id, "peopleAdmin.error.notFound"), auditContextOf(req));
    res.status(204).end();
  });

  return router;
}
