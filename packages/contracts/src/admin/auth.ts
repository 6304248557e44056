import { z } from 'zod';
import { envelope } from '../envelope.js';
import { PermissionSchema, StaffRoleSchema } from './permissions.js';

/** The staff member a session belongs to, as the back office shows and checks it. */
export const StaffMeSchema = z.object({
  StaffId: z.number().int(),
  Email: z.string(),
  DisplayName: z.string(),
  Role: StaffRoleSchema,
  Permissions: z.array(PermissionSchema),
  Language: z.enum(['th', 'en']),
  /** When the session ends if nothing happens (the idle timeout). */
  IdleExpiresAt: z.string(),
});
export type StaffMe = z.infer<typeof StaffMeSchema>;

export const StaffSetupParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** Opening a set-up link: who it is for and the authenticator secret to enrol. */
export const StaffSetupInfoSchema = z.object({
  Email: z.string(),
  DisplayName: z.string(),
  /** `otpauth://totp/...` for the QR code; the secret is kept only until set-up completes. */
  TotpUri: z.string(),
  TotpSecret: z.string(),
});

export const StaffPasswordSchema = z.string().min(12).max(200);
export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

export const StaffSetupBodySchema = z.object({
  Token: z.string().min(20).max(100),
  Password: StaffPasswordSchema,
  TotpCode: TotpCodeSchema,
});

/**
 * Signing in takes the e-mail, the password and the authenticator's code in one call: a wrong
 * password and a wrong code get the same answer, so neither can be guessed alone.
 */
export const StaffLoginBodySchema = z.object({
  Email: z.string().trim().email().max(320),
  Password: z.string().min(1).max(200),
  TotpCode: TotpCodeSchema,
});

export const StaffMeResponseSchema = envelope(StaffMeSchema);
export const StaffSetupInfoResponseSchema = envelope(StaffSetupInfoSchema);
