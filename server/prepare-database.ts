import type { Logger } from "pino";
import type { DatabaseHandle } from "#db/client";
import { seedDemoContent } from "#db/seed/seed-demo-content";
import { ensureAdminUser } from "~/features/auth/ensure-admin-user.server";
import { addEditableTexts } from "~/features/site-content/add-editable-texts.server";
import type { Config } from "~/lib/config.server";

/** Migrations, first-start content and the configured administrator. */
export async function prepareDatabase(database: DatabaseHandle, config: Pick<Config, "ADMIN_USERNAME" | "ADMIN_PASSWORD">, logger: Logger): Promise<void> {
  await database.migrate();
  await addEditableTexts(database.db);
  const seeded = await seedDemoContent(database.db);
  if (seeded.blogPostsAdded > 0) logger.info({ posts: seeded.blogPostsAdded }, "demo content added");
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const result = await ensureAdminUser(database.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
    if (result === "created") logger.info({ username: config.ADMIN_USERNAME }, "administrator account created");
  }
}
