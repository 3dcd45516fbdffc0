import { findUploadedImage } from "~/features/uploads/find-uploaded-image.server";
import { uploadedImageResponse } from "~/features/uploads/uploaded-image-response.server";
import { requestContext } from "~/lib/request-context";
import type { Route } from "./+types/uploads.$id";

/** `/uploads/<id>`: an image uploaded from the dashboard, as it was uploaded. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = context.get(requestContext);
  return uploadedImageResponse(request, `"${params.id}"`, () => findUploadedImage(db, params.id));
}
