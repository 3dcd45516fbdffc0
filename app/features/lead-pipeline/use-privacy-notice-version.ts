import { useRootData } from "~/lib/root-data";

/** The privacy notice in force as the page was rendered, for a public form to send as `privacyNoticeVersion` (decision 032). */
export function usePrivacyNoticeVersion(): number | null {
  return useRootData()?.privacyNoticeVersion ?? null;
}
