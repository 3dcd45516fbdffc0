import "~/lib/zod-jitless";
import { z } from "zod";
import { checkSourcePath, checkTargetPath, type PathCheck } from "./redirect-path";

const checkedPath = (check: (value: string) => PathCheck) =>
  z.string({ error: "admin.form.error.required" }).superRefine((value, ctx) => {
    const result = check(value);
    if ("problem" in result) ctx.addIssue({ code: "custom", message: result.problem });
  });

/**
 * `POST /api/admin/redirects`, `PUT /api/admin/redirects/:id` and the
 * Redirects tab's form: an old address, and either where it sends visitors
 * (301) or `gone` (410: the page was removed on purpose). Paths are checked
 * here; the server also refuses an address a post holds and a loop.
 */
export const redirectSchema = z
  .object({
    fromPath: checkedPath(checkSourcePath),
    gone: z.boolean({ error: "admin.form.error.invalid" }).default(false),
    toPath: z.string({ error: "admin.form.error.invalid" }).default(""),
  })
  .superRefine(({ gone, toPath }, ctx) => {
    if (gone) return;
    const result = checkTargetPath(toPath);
    if ("problem" in result) ctx.addIssue({ code: "custom", path: ["toPath"], message: result.problem });
  });

export type RedirectInput = z.input<typeof redirectSchema>;
export type RedirectValues = z.output<typeof redirectSchema>;

/**
 * The optional body of the spec's `DELETE /api/admin/blog/:id` (which sends
 * none): where the deleted post's readers go instead of "removed" (410). A
 * page path, given in its English form: the Arabic address goes to the same
 * page in Arabic.
 */
export const postDeletionSchema = z.object({
  redirectTo: z
    .string({ error: "admin.form.error.invalid" })
    .nullish()
    .superRefine((value, ctx) => {
      if (!value?.trim()) return;
      const result = checkTargetPath(value);
      if ("problem" in result) ctx.addIssue({ code: "custom", message: result.problem });
    }),
});

export type PostDeletionInput = z.input<typeof postDeletionSchema>;
export type PostDeletionValues = z.output<typeof postDeletionSchema>;
