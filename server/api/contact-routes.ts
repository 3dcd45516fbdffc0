import { Router } from "express";
import { createContactSubmission } from "~/features/leads/create-contact-submission.server";
import { requestLanguage } from "../middleware/request-language";
import type { ApiDeps } from "./deps";
import { clientAddress } from "./public-form-request";

/** `POST /api/contact` (the admin's `GET /api/contact` lives with the admin API). */
export function contactRoutes({ db, config, logger }: ApiDeps): Router {
  const router = Router();

  router.post("/contact", async (req, res) => {
    const submission = await createContactSubmission(
      { db, config, logger },
      { input: req.body, address: clientAddress(req), language: requestLanguage(req) },
    );
    res.status(201).json({ submission: { id: submission.id, createdAt: submission.createdAt.toISOString() } });
  });

  return router;
}
