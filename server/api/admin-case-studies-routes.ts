import { Router } from "express";
import { createCaseStudy } from "~/features/case-studies/create-case-study.server";
import { createClient } from "~/features/case-studies/create-client.server";
import { createSector } from "~/features/case-studies/create-sector.server";
import { deleteCaseStudy } from "~/features/case-studies/delete-case-study.server";
import { deleteClient } from "~/features/case-studies/delete-client.server";
import { deleteSector } from "~/features/case-studies/delete-sector.server";
import { listCaseStudies } from "~/features/case-studies/list-case-studies.server";
import { listProofLists } from "~/features/case-studies/list-proof-lists.server";
import {
  caseStudyPatchSchema,
  caseStudySchema,
  clientPatchSchema,
  clientSchema,
  sectorPatchSchema,
  sectorSchema,
  statisticIdSchema,
  statisticSourceSchema,
} from "~/features/case-studies/proof.schema";
import { setStatisticSource } from "~/features/case-studies/set-statistic-source.server";
import { updateCaseStudy } from "~/features/case-studies/update-case-study.server";
import { updateClient } from "~/features/case-studies/update-client.server";
import { updateSector } from "~/features/case-studies/update-sector.server";
import { AppError } from "~/lib/app-error";
import { parseListQuery } from "~/lib/list-query";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

const notFound = "caseStudiesAdmin.error.notFound";

/**
 * The Case studies tab (decision 048): case studies, the sectors they are
 * filed under, clients and the home figures' sources. Editors and
 * administrators, like the other texts the public reads. Every successful
 * write empties the page caches (server/page-cache/invalidate-on-write.ts).
 */
export function adminCaseStudiesRoutes({ db }: ApiDeps): Router {
  const router = Router();
  const staff = requireRole("admin", "editor");

  router.get("/admin/case-studies", staff, async (req, res) => {
    res.json(await listCaseStudies(db, parseListQuery(req.query)));
  });

  router.get("/admin/case-studies/proof", staff, async (_req, res) => {
    res.json(await listProofLists(db));
  });

  router.post("/admin/case-studies", staff, async (req, res) => {
    const values = caseStudySchema.parse(req.body ?? {});
    res.status(201).json({ caseStudy: await createCaseStudy(db, values, auditContextOf(req)) });
  });

  router.patch("/admin/case-studies/:id", staff, async (req, res) => {
    const id = parseIdParam(req.params.id, notFound);
    const patch = caseStudyPatchSchema.parse(req.body ?? {});
    res.json({ caseStudy: await updateCaseStudy(db, id, patch, auditContextOf(req)) });
  });

  router.delete("/admin/case-studies/:id", staff, async (req, res) => {
    await deleteCaseStudy(db, parseIdParam(req.params.id, notFound), auditContextOf(req));
    res.status(204).end();
  });

  router.post("/admin/case-studies/sectors", staff, async (req, res) => {
    res.status(201).json(await createSector(db, sectorSchema.parse(req.body ?? {}), auditContextOf(req)));
  });

  router.patch("/admin/case-studies/sectors/:id", staff, async (req, res) => {
    const id = parseIdParam(req.params.id, notFound);
    await updateSector(db, id, sectorPatchSchema.parse(req.body ?? {}), auditContextOf(req));
    res.json({ id });
  });

  router.delete("/admin/case-studies/sectors/:id", staff, async (req, res) => {
    await deleteSector(db, parseIdParam(req.params.id, notFound), auditContextOf(req));
    res.status(204).end();
  });

  router.post("/admin/case-studies/clients", staff, async (req, res) => {
    res.status(201).json(await createClient(db, clientSchema.parse(req.body ?? {}), auditContextOf(req)));
  });

  router.patch("/admin/case-studies/clients/:id", staff, async (req, res) => {
    const id = parseIdParam(req.params.id, notFound);
    await updateClient(db, id, clientPatchSchema.parse(req.body ?? {}), auditContextOf(req));
    res.json({ id });
  });

  router.delete("/admin/case-studies/clients/:id", staff, async (req, res) => {
    await deleteClient(db, parseIdParam(req.params.id, notFound), auditContextOf(req));
    res.status(204).end();
  });

  router.put("/admin/case-studies/statistics/:statistic", staff, async (req, res) => {
    const statistic = statisticIdSchema.safeParse(req.params.statistic);
    if (!statistic.success) throw new AppError("NOT_FOUND", { message: notFound });
    await setStatisticSource(db, statistic.data, statisticSourceSchema.parse(req.body ?? {}), auditContextOf(req));
    res.json({ statistic: statistic.data });
  });

  return router;
}
