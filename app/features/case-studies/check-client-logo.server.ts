import type { Database } from "#db/client";
import { findUploadedImage } from "~/features/uploads/find-uploaded-image.server";
import { AppError } from "~/lib/app-error";

/** A logo must be an image uploaded to this site (decision 022's rule for the advisor's photo). */
export async function checkClientLogo(db: Database, logoUrl: string | null | undefined): Promise<void> {
  if (!logoUrl) return;
  if (!(await findUploadedImage(db, logoUrl.slice("/uploads/".length)))) throw new AppError("VALIDATION", { fieldErrors: { logoUrl: "caseStudiesAdmin.error.logo" } });
}
