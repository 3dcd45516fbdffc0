/** The profile as `GET /api/profile` returns it and the page edits it (spec §3). */
export interface Profile {
  username: string;
  fullName: string | null;
  email: string | null;
  linkedinUrl: string | null;
  bio: string | null;
  currentJobTitle: string | null;
  desiredJobTitle: string | null;
  location: string | null;
  /** null: prefer not to say. */
  gender: "male" | "female" | null;
  industry: string | null;
  yearsOfExperience: number | null;
  receiveJobAlerts: boolean;
  receiveNewsletter: boolean;
  /** Comma-separated. */
  professionalSkills: string | null;
}
