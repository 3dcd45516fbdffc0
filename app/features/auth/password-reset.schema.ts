import "~/lib/zod-jitless";
import { z } from "zod";
import { newPasswordField } from "./account-fields.schema";

export const passwordResetSchema = z.object({
  token: z.string("auth.reset.token.unknown").min(1, "auth.reset.token.unknown").max(200, "auth.reset.token.unknown"),
  password: newPasswordField,
});
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const passwordResetFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], message: "auth.password.mismatch" });
export type PasswordResetFormValues = z.infer<typeof passwordResetFormSchema>;
