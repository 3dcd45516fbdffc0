import "~/lib/zod-jitless";
import { z } from "zod";
import { UPLOADED_IMAGE_PATH } from "~/lib/site-image-path";
import { httpsUrl, isPhoneNumber, whatsappLinkDigits, type SiteDetailKey } from "./site-details";

export const ADDRESS_MAX = 300;
export const DETAIL_URL_MAX = 500;

/** An empty value is allowed for every detail: it hides it. */
const blankOr = (check: (value: string) => boolean, error: string, max = DETAIL_URL_MAX) =>
  z
    .string({ error: "admin.form.error.invalid" })
    .trim()
    .max(max, { error: "admin.form.error.tooLong" })
    .refine((value) => value === "" || check(value), { error });

/** A number typed on an Arabic keyboard (٠١٢…, ۰۱۲…) is kept with Western digits, the site's one digit rule. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

const phoneLike = (check: (value: string) => boolean, error: string, max: number) =>
  z
    .string({ error: "admin.form.error.invalid" })
    .transform(westernDigits)
    .pipe(blankOr(check, error, max));

/** One schema per detail (messages are catalog keys), shared by the dashboard's form and the server, which checks again on save. */
export const siteDetailSchemas: Record<SiteDetailKey, z.ZodType<string, string>> = {
  "contact.email": blankOr((v) => z.email().safeParse(v).success, "siteContent.error.email", 254),
  "contact.phone": phoneLike(isPhoneNumber, "siteContent.error.phone", 40),
  "contact.whatsapp": phoneLike((v) => isPhoneNumber(v) || whatsappLinkDigits(v) !== null, "siteContent.error.whatsapp", DETAIL_URL_MAX),
  "contact.address": z.string({ error: "admin.form.error.invalid" }).trim().max(ADDRESS_MAX, { error: "admin.form.error.tooLong" }),
  "contact.mapUrl": blankOr((v) => httpsUrl(v) !== null, "siteContent.error.mapUrl"),
  "connect.advisor.photo": blankOr((v) => UPLOADED_IMAGE_PATH.test(v), "siteContent.error.photo"),
};

/** The dashboard's form for one detail: a single value. */
export function siteDetailFormSchema(key: SiteDetailKey) {
  return z.object({ value: siteDetailSchemas[key] });
}
