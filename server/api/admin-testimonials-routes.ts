import { Router } from "express";
import { createTestimonial } from "~/features/testimonials/create-testimonial.server";
import { deleteTestimonial } from "~/features/testimonials/delete-testimonial.server";
import { listTestimonials } from "~/features/testimonials/list-testimonials.server";
import { testimonialPatchSchema, testimonialSchema } from "~/features/testimonials/testimonial.schema";
import { updateTestimonial } from "~/features/testimonials/update-testimonial.server";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/**
 * The Testimonials tab. Every successful write empties the anonymous page
 * cache (server/page-cache/invalidate-on-write.ts), since /connect and the
 * home page show published testimonials.
 */
export function adminTestimonialsRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/testimonials", requireRole("admin", "editor"), async (_req, res) => {
    res.json(await listTestimonials(db));
  });

  router.post("/admin/testimonials", requireRole("admin", "editor"), async (req, res) => {
    const values = testimonialSchema.parse(req.body ?? {});
    res.status(201).json({ testimonial: await createTestimonial(db, values, auditContextOf(req)) });
  });

  router.patch("/admin/testimonials/:id", requireRole("admin", "editor"), async (req, res) => {
    const id = parseIdParam(req.params.id, "testimonialsAdmin.error.notFound");
    const patch = testimonialPatchSchema.parse(req.body ?? {});
    res.json({ testimonial: await updateTestimonial(db, id, patch, auditContextOf(req)) });
  });

  router.delete("/admin/testimonials/:id", requireRole("admin", "editor"), async (req, res) => {
    await deleteTestimonial(db, parseIdParam(req.params.id, "testimonialsAdmin.error.notFound"), auditContextOf(req));
    res.status(204).end();
  });

  return router;
}
