import { boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** One category's result as stored: the points scored, the points possible, and the share in percent. */
export interface StoredCategoryScore {
  score: number;
  total: number;
  percentage: number;
}

export const hrAssessments = pgTable(
  "hr_assessments",
  {
    id: serial("id").primaryKey(),
    company: text("company").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    message: text("message"),
    userRole: text("user_role", { enum: ["hr", "leadership"] }).notNull(),
    /**
     * Per category `{ score, total, percentage }`. Null only for a row whose
     * text could not be read when the column became jsonb (migration 0006);
     * the server always writes it.
     */
    scores: jsonb("scores").$type<Record<string, StoredCategoryScore>>(),
    overallScore: numeric("overall_score", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** Challenge ids (leadership role only; null for the HR role or an unreadable old row). */
    challenges: jsonb("challenges").$type<string[]>(),
    /** Question id → chosen option value. */
    answers: jsonb("answers").$type<Record<string, string>>(),
    language: text("language", { enum: ["en", "ar"] }).notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's key for one submission, kept across its retries: a resent submission is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [index("hr_assessments_created_idx").on(t.createdAt)],
);

export const leadershipCategories = ["Future-Ready", "Moderate Gaps", "High Risk"] as const;

export const leadershipAssessments = pgTable(
  "leadership_assessments",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email"),
    company: text("company"),
    phone: text("phone"),
    /**
     * Question id → answer 1..5. Null only for a row whose text could not be
     * read when the column became jsonb (migration 0006); the server always writes it.
     */
    answers: jsonb("answers").$type<Record<string, number>>(),
    totalScore: integer("total_score").notNull(),
    category: text("category", { enum: leadershipCategories }).notNull(),
    sentEmail: boolean("sent_email").notNull().default(false),
    language: text("language", { enum: ["en", "ar"] }).notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The browser's key for one submission, kept across its retries: a resent submission is stored once. */
    idempotencyKey: text("idempotency_key").unique(),
  },
  (t) => [index("leadership_assessments_created_idx").on(t.createdAt)],
);
