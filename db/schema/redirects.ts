import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { redirectOrigins } from "./enums";
import { users } from "./users";

/**
 * Old addresses of the site and what they answer (issue 27 item 3, decision
 * 043): `to_path` a site path for a 301, or null for 410 Gone (a deleted
 * article). One row per exact address, so a post's rename gives two: its
 * English and its Arabic address. Chains are kept collapsed (no row's
 * `to_path` is another row's `from_path`), so every old address answers in one
 * hop. `hits` and `last_hit_at` are added to in batches by every instance.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    /** The old address as a path, decoded, without query or trailing slash: `/blog/old-slug`, `/ar/blog/old-slug`. */
    fromPath: text("from_path").notNull().unique(),
    /** Where visitors are sent (a site path, encoded as a browser sends it, with its query if any), or null: the address answers 410. */
    toPath: text("to_path"),
    origin: text("origin", { enum: redirectOrigins }).notNull(),
    hits: integer("hits").notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("redirects_to_path_idx").on(t.toPath)],
);
