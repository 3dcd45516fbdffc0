import { findImageVariant } from "~/features/uploads/find-image-variant.server";
import { uploadedImageResponse } from "~/features/uploads/uploaded-image-response.server";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/uploads.$id.$variant";

/** `/uploads/<id>/<width>.<avif|webp|jpg|png>`: one of an uploaded image's variants (decision 044). */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  return uploadedImageResponse(request, `"${params.id}-${params.variant}"`, () => findImageVariant(db, params.id, params.variant));
}
