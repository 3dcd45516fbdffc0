import { Router, type Request } from "express";
import { registerResetMailRetention } from "~/features/auth/password-reset-mail-retention.server";
import { sendPasswordReset } from "~/features/auth/send-password-reset.server";
import { changeUserRole } from "~/features/users/change-user-role.server";
import { createUser } from "~/features/users/create-user.server";
import { deleteUser } from "~/features/users/delete-user.server";
import { listUsers } from "~/features/users/list-users.server";
import { updateUser } from "~/features/users/update-user.server";
import { changeRoleSchema, createUserSchema, listUsersQuerySchema, updateUserSchema } from "~/features/users/users.schema";
import { catalogs } from "~/i18n/catalogs";
import { createTranslator } from "~/i18n/translate";
import { AppError } from "~/lib/app-error";
import { requireAdmin } from "../middleware/require-role";
import { requestLanguage } from "../middleware/request-language";
import type { ApiDeps } from "./deps";

/** The Users tab's API, administrators only. */
export function adminUsersRoutes({ db, config }: ApiDeps): Router {
  const router = Router();
  registerResetMailRetention();
  router.use("/admin/users", requireAdmin);

  router.get("/admin/users", async (req, res) => {
    res.json(await listUsers(db, listUsersQuerySchema.parse(req.query)));
  });

  router.post("/admin/users", async (req, res) => {
    res.status(201).json(await createUser(db, createUserSchema.parse(req.body)));
  });

  router.put("/admin/users/:userId", async (req, res) => {
    res.json(await updateUser(db, { userId: userIdOf(req), input: updateUserSchema.parse(req.body) }));
  });

  router.put("/admin/users/:userId/role", async (req, res) => {
    const userId = userIdOf(req);
    const { role } = changeRoleSchema.parse(req.body);
    await changeUserRole(db, { userId, role, actingUserId: req.user!.id });
    res.json({ message: translatorFor(req)("users.message.roleUpdated") });
  });

  router.delete("/admin/users/:userId", async (req, res) => {
    await deleteUser(db, { userId: userIdOf(req), actingUserId: req.user!.id });
    res.json({ message: translatorFor(req)("users.message.deleted") });
  });

  router.post("/admin/users/:userId/password-reset", async (req, res) => {
    const { email } = await sendPasswordReset(db, { userId: userIdOf(req), publicUrl: config.PUBLIC_URL });
    res.json({ message: translatorFor(req)("users.message.resetSent"), email });
  });

  return router;
}

/** A path id that is not a positive whole number names no user: 404, like a missing one. */
function userIdOf(req: Request): number {
  const raw = String(req.params.userId);
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw new AppError("NOT_FOUND");
  return id;
}

function translatorFor(req: Request) {
  return createTranslator(catalogs[requestLanguage(req)]);
}
