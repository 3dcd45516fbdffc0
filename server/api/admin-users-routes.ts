import { Router } from "express";
import { sendPasswordReset } from "~/features/auth/send-password-reset.server";
import { changeUserRole } from "~/features/users/change-user-role.server";
import { createUser } from "~/features/users/create-user.server";
import { deleteUser } from "~/features/users/delete-user.server";
import { listUsers } from "~/features/users/list-users.server";
import { signOutEverywhere } from "~/features/users/sign-out-everywhere.server";
import { updateUser } from "~/features/users/update-user.server";
import { changeRoleSchema, createUserSchema, updateUserSchema } from "~/features/users/users.schema";
import { getTranslator } from "~/i18n/server-translator.server";
import { parseListQuery } from "~/lib/list-query";
import { requestLanguage } from "../middleware/request-language";
import { requireRole } from "../middleware/require-role";
import { auditContextOf } from "./audit-context";
import type { ApiDeps } from "./deps";
import { parseIdParam } from "./params";

/** The Users tab's API, administrators only. */
export function adminUsersRoutes({ db, config }: ApiDeps): Router {
  const router = Router();
  router.use("/admin/users", requireRole("admin"));

  router.get("/admin/users", async (req, res) => {
    res.json(await listUsers(db, parseListQuery(req.query)));
  });

  router.post("/admin/users", async (req, res) => {
    res.status(201).json(await createUser(db, createUserSchema.parse(req.body), auditContextOf(req)));
  });

  router.put("/admin/users/:userId", async (req, res) => {
    res.json(await updateUser(db, { userId: parseIdParam(req.params.userId), input: updateUserSchema.parse(req.body), audit: auditContextOf(req) }));
  });

  router.put("/admin/users/:userId/role", async (req, res) => {
    const userId = parseIdParam(req.params.userId);
    const { role } = changeRoleSchema.parse(req.body);
    await changeUserRole(db, { userId, role, audit: auditContextOf(req) });
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("users.message.roleUpdated") });
  });

  router.delete("/admin/users/:userId", async (req, res) => {
    await deleteUser(db, { userId: parseIdParam(req.params.userId), audit: auditContextOf(req) });
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("users.message.deleted") });
  });

  router.post("/admin/users/:userId/password-reset", async (req, res) => {
    const { email } = await sendPasswordReset(db, { userId: parseIdParam(req.params.userId), publicUrl: config.PUBLIC_URL, audit: auditContextOf(req) });
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("users.message.resetSent"), email });
  });

  router.post("/admin/users/:userId/sign-out-everywhere", async (req, res) => {
    const { ended } = await signOutEverywhere(db, { userId: parseIdParam(req.params.userId), audit: auditContextOf(req) });
    const t = await getTranslator(db, requestLanguage(req));
    res.json({ message: t("users.message.signedOutEverywhere"), ended });
  });

  return router;
}
