import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import type { Profile } from "./profile";

export const profileColumns = {
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  linkedinUrl: users.linkedinUrl,
  bio: users.bio,
  currentJobTitle: users.currentJobTitle,
  desiredJobTitle: users.desiredJobTitle,
  location: users.location,
  gender: users.gender,
  industry: users.industry,
  yearsOfExperience: users.yearsOfExperience,
  receiveJobAlerts: users.receiveJobAlerts,
  receiveNewsletter: users.receiveNewsletter,
  professionalSkills: users.professionalSkills,
};

export function toProfile(row: Omit<Profile, "gender"> & { gender: string | null }): Profile {
  return { ...row, gender: row.gender === "male" || row.gender === "female" ? row.gender : null };
}

export async function getProfile(db: Database, userId: number): Promise<Profile | null> {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toProfile(row) : null;
}
