import { getJson } from "~/lib/api-client";
import type { PersonalDataExport } from "../personal-data";

const exportPath = (email: string) => `/api/admin/privacy/export?email=${encodeURIComponent(email.trim())}`;

/** `GET /api/admin/privacy/export?email=…`: everything held about the address (the tab shows the counts). */
export async function findPersonalData(email: string): Promise<PersonalDataExport | null> {
  return getJson<PersonalDataExport>(exportPath(email));
}

/** The same export as a file: a link the browser downloads (`download=1` makes it an attachment). */
export function personalDataDownloadHref(email: string): string {
  return `${exportPath(email)}&download=1`;
}
