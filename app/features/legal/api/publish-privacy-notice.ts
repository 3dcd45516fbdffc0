import { apiRequest } from "~/lib/api-client";
import type { PublishedPrivacyNotice } from "../privacy-notice";
import type { PublishPrivacyNoticeInput } from "../privacy-notice.schema";

/** `POST /api/admin/privacy-notice`: the whole policy in both languages becomes the next version. */
export async function publishPrivacyNotice(input: PublishPrivacyNoticeInput): Promise<PublishedPrivacyNotice> {
  const res = await apiRequest("POST", "/api/admin/privacy-notice", input);
  return (await res.json()) as PublishedPrivacyNotice;
}
