import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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
    /** JSON text: per category `{ score, total, percentage }`. */
    scores: text("scores").notNull(),
    overallScore: numeric("overall_score", { precision: 5, scale: 2, mode: "number" }).notNull(),
    /** JSON text: list of challenge ids (leadership role only). */
    challenges: text("challenges"),
    answers: text("answers"),
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
    /** JSON text: question id → answer 1..5. */
    answers: text("answers").notNull(),
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
