import "~/lib/zod-jitless";
import { z } from "zod";
import { PASSWORD_MAX } from "../account-fields.schema";

/*
 * The second factor (decision 038), as the browser and the server both see it:
 * what an account has set up, what the second step of a sign-in accepts, and
 * the inputs of the profile's "Sign-in security" section. Browser-safe.
 */

/** What the second step of a sign-in can be answered with. */
export const secondFactorMethods = ["totp", "passkey", "recovery_code"] as const;
export type SecondFactorMethod = (typeof secondFactorMethods)[number];

/** `POST /api/login` for an account with a second factor: no session yet, the second step is asked for. */
export interface SecondFactorPrompt {
  secondFactor: { methods: SecondFactorMethod[] };
}

export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** `GET /api/profile/second-factor`: the account's sign-in security. */
export interface SecondFactorStatus {
  /** The authenticator app is on (a code from it was typed back). */
  totp: boolean;
  passkeys: PasskeySummary[];
  /** Unused recovery codes. */
  recoveryCodesLeft: number;
  /** The firm requires a second factor of this account (an administrator while the switch is on). */
  required: boolean;
}

/** What starting the app's set-up answers: the secret in text, the address the QR code holds, and the code as one SVG path. */
export interface TotpSetup {
  secret: string;
  uri: string;
  qr: { size: number; path: string };
}

/** A change that made the account's first recovery codes (or new ones) answers them, shown once. */
export interface SecondFactorChange {
  status: SecondFactorStatus;
  recoveryCodes?: string[];
}

/** A six-digit code; spaces a person types between the groups are dropped. */
export const totpCodeField = z
  .string("auth.secondFactor.code.required")
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(z.string().min(1, "auth.secondFactor.code.required").regex(/^\d{6}$/, "auth.secondFactor.code.format"));

export const recoveryCodeField = z
  .string("auth.secondFactor.recoveryCode.required")
  .trim()
  .min(1, "auth.secondFactor.recoveryCode.required")
  .max(40, "auth.secondFactor.recoveryCode.format");

/** A passkey's answer as @simplewebauthn/browser gives it; the server's library reads the rest. */
const passkeyResponse = z.looseObject({ id: z.string().min(1).max(1024), rawId: z.string().max(1024), type: z.literal("public-key"), response: z.looseObject({}) });

/** `POST /api/login/second-factor`: exactly one of a code, a recovery code or a passkey's answer. */
export const secondFactorAnswerSchema = z.union([
  z.strictObject({ code: totpCodeField }),
  z.strictObject({ recoveryCode: recoveryCodeField }),
  z.strictObject({ passkey: passkeyResponse }),
]);
export type SecondFactorAnswer = z.output<typeof secondFactorAnswerSchema>;

export const totpCodeSchema = z.object({ code: totpCodeField });
export type TotpCodeValues = z.input<typeof totpCodeSchema>;

export const recoveryCodeSchema = z.object({ recoveryCode: recoveryCodeField });
export type RecoveryCodeValues = z.input<typeof recoveryCodeSchema>;

/** Turning a factor off asks for the password again. */
export const passwordConfirmationSchema = z.object({
  password: z.string("auth.password.required").min(1, "auth.password.required").max(PASSWORD_MAX, "auth.password.max"),
});
export type PasswordConfirmationValues = z.input<typeof passwordConfirmationSchema>;

export const PASSKEY_NAME_MAX = 60;
export const passkeyNameSchema = z.object({
  name: z.string("auth.secondFactor.passkey.name.required").trim().min(1, "auth.secondFactor.passkey.name.required").max(PASSKEY_NAME_MAX, "auth.secondFactor.passkey.name.tooLong"),
});
export type PasskeyNameValues = z.input<typeof passkeyNameSchema>;

/** `POST /api/profile/second-factor/passkeys`: the name and the browser's answer to the creation options. */
export const addPasskeySchema = passkeyNameSchema.extend({ response: passkeyResponse });
