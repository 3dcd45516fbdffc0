import "~/lib/zod-jitless";
import { z } from "zod";
import { isSiteImagePath } from "~/lib/site-image-path";

/** The addresses a link may have: the schemes the site's sanitizer keeps (app/lib/markdown.ts), or a page of this site. */
const LINK_ADDRESS = /^(?:https?:\/\/\S+|mailto:\S+|tel:\+?[\d\s()-]+|\/(?!\/)\S*|#\S+)$/i;
export const LINK_TEXT_MAX = 300;
export const IMAGE_ALT_MAX = 300;

export const linkSchema = z.object({
  href: z
    .string()
    .trim()
    .min(1, { error: "admin.form.error.required" })
    .refine((value) => LINK_ADDRESS.test(value), { error: "admin.visualEditor.link.error.address" }),
  text: z.string().trim().max(LINK_TEXT_MAX, { error: "admin.form.error.tooLong" }),
});
export type LinkValues = z.infer<typeof linkSchema>;

/** An image in an article: from this site only (what the article's schema accepts), and always described. */
export const imageSchema = z.object({
  src: z
    .string()
    .trim()
    .min(1, { error: "admin.form.error.required" })
    .refine(isSiteImagePath, { error: "admin.visualEditor.image.error.address" }),
  alt: z.string().trim().min(1, { error: "admin.form.error.required" }).max(IMAGE_ALT_MAX, { error: "admin.form.error.tooLong" }),
});
export type ImageValues = z.infer<typeof imageSchema>;
