import { AppError } from "~/lib/app-error";

/** 409 with its message at the address field: another person already has this slug. */
export function personSlugTakenError(): AppError {
  return new AppError("CONFLICT", { message: "peopleAdmin.error.slugTaken", fieldErrors: { slug: "peopleAdmin.error.slugTaken" } });
}
