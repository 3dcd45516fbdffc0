import { apiRequest } from "~/lib/api-client";
import type { Profile } from "../profile";
import type { ProfileUpdate } from "../profile.schema";

/** `PUT /api/profile`: the signed-in user's profile (and password, when both password fields travel). */
export async function updateProfile(update: ProfileUpdate): Promise<Profile> {
  const res = await apiRequest("PUT", "/api/profile", update);
  return (await res.json()) as Profile;
}
