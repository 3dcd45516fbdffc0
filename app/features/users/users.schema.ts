import "~/lib/zod-jitless";
import { z } from "zod";
import { newPasswordField, optionalEmailField, optionalText, usernameField } from "~/features/auth/account-fields.schema";
import { userRoles } from "#db/schema/enums";

const role = z.enum(userRoles, "users.role.invalid");

/** Create User (spec §5): username and password required; full name and email optional; role defaults to user. */
export const createUserSchema = z.object({
  username: usernameField,
  password: newPasswordField,
  fullName: optionalText(120),
  email: optionalEmailField,
  role: role.default("user"),
});
export type CreateUserInput = z.output<typeof createUserSchema>;
export type CreateUserFormValues = z.input<typeof createUserSchema>;

/** Edit User: name, email, username. */
export const updateUserSchema = z.object({
  username: usernameField,
  fullName: optionalText(120),
  email: optionalEmailField,
});
export type UpdateUserInput = z.output<typeof updateUserSchema>;
export type UpdateUserFormValues = z.input<typeof updateUserSchema>;

export const changeRoleSchema = z.object({ role });
