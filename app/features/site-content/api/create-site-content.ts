import { apiRequest } from "~/lib/api-client";
import type { CreateSiteContentValues } from "../site-content.schema";

/** `POST /api/admin/site-content`: a new editable text; an empty text is sent as none (null). */
export async function createSiteContent(values: CreateSiteContentValues): Promise<void> {
  await apiRequest("POST", "/api/admin/site-content", {
    ...values,
    contentEn: values.contentEn?.length ? values.contentEn : null,
    contentAr: values.contentAr?.length ? values.contentAr : null,
  });
}
