import type { PageInfo } from "~/components/data-table/page-info";
import type { ImageUse } from "./image-usage.server";

export type { ImageUse };

/** An image of the media library (dates as ISO strings): what it is, who uploaded it when, and where the site shows it. */
export interface UploadedImageRow {
  id: string;
  url: string;
  contentType: string;
  byteSize: number;
  uploadedBy: string | null;
  createdAt: string;
  uses: ImageUse[];
}

export type UploadedImagePage = PageInfo & { images: UploadedImageRow[] };
