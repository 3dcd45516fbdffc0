import { sql } from "drizzle-orm";
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRoles } from "./enums";

export { userRoles, type UserRole } from "./enums";

/** Usernames are unique regardless of case (`users_username_lower`), so "Admin" cannot pose as "admin". */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    passwordHash: text("password_hash").notNull(),
    email: text("email"),
    fullName: text("full_name"),
    role: text("role", { enum: userRoles }).notNull().default("user"),
    /** The firm's own administrator account (created by ADMIN_USERNAME or `npm run create-admin`): cannot be demoted, renamed or deleted. */
    isProtected: boolean("is_protected").notNull().default(false),
    linkedinUrl: text("linkedin_url"),
    bio: text("bio"),
    currentJobTitle: text("current_job_title"),
    desiredJobTitle: text("desired_job_title"),
    location: text("location"),
    gender: text("gender"),
    industry: text("industry"),
    yearsOfExperience: integer("years_of_experience"),
    receiveJobAlerts: boolean("receive_job_alerts").notNull().default(false),
    receiveNewsletter: boolean("receive_newsletter").notNull().default(false),
    professionalSkills: text("professional_skills"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("users_username_lower").on(sql`lower(${t.username})`)],
);
