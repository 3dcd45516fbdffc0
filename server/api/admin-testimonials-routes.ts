import { Router } from "express";
import { createTestimonial } from "~/features/testimonials/create-testimonial.server";
import { deleteTestimonial } from "~/features/testimonials/delete-testimonial.server";
import { listTestimonials } from "~/features/testimonials/list-testimonials.server";
import { testimonialPatchSchema, testimonialSchema } from "~/features/testimonials/testimonial.schema";
import { updateTestimonial } from "~/features/testimonials/update-testimonial.server";
import { AppError } from "~/lib/app-error";
import { requireAdmin } from "../middleware/require-role";
import type { ApiDeps } from "./deps";

/** A positive integer id from the path; anything else is a testimonial that does not exist. */
function testimonialId(value: unknown): number {
  const id = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : 0;
  if (id < 1) throw new AppError("NOT_FOUND", { message: "testimonialsAdmin.error.notFound" });
  return id;
}

/**
 * The Testimonials tab. Every successful write empties the anonymous page
 * cache (server/page-cache/invalidate-on-write.ts), since /connect and the
 * home page show published testimonials.
 */
export function adminTestimonialsRoutes({ db }: ApiDeps): Router {
  const router = Router();

  router.get("/admin/testimonials", requireAdmin, async (_req, res) => {
    res.json(await listTestimonials(db));
  });

  router.post("/admin/testimonials", requireAdmin, async (req, res) => {
    const values = testimonialSchema.parse(req.body ?? {});
    res.status(201).json({ testimonial: await createTestimonial(db, values) });
  });

  router.patch("/admin/testimonials/:id", requireAdmin, async (req, res) => {
    const id = testimonialId(req.params.id);
    const patch = testimonialPatchSchema.parse(req.body ?? {});
    res.json({ testimonial: await updateTestimonial(db, id, patch) });
  });

  router.delete("/admin/testimonials/:id", requireAdmin, async (req, res) => {
    await deleteTestimonial(db, testimonialId(req.params.id));
    res.status(204).end();
  });

  return router;
}
