/** A private preview link as the dashboard lists it (decision 042): its token (the address is `/preview/<token>`, or under `/ar`), who made it and until when it works. */
export interface PreviewLink {
  id: number;
  token: string;
  createdAt: string;
  expiresAt: string;
  createdBy: string | null;
}

/** The link's address in a language: the same token, under `/ar` for Arabic. */
export function previewPath(token: string, lang: "en" | "ar"): string {
  return `${lang === "ar" ? "/ar" : ""}/preview/${token}`;
}
