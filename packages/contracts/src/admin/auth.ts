import { z } from 'zod';
import { envelope } from '../envelope.js';
import { AdminOkSchema } from './common.js';
import { PermissionSchema, StaffRoleSchema } from './permissions.js';
import { adminRoute } from './route.js';

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

/** A session just issued: the admin front's server keeps the token in an HttpOnly cookie. */
export const StaffSessionIssuedSchema = envelope(
  z.object({ SessionToken: z.string().optional() }).loose(),
);

// ------------------------------------------------------------------------ passkeys (WebAuthn)

/**
 * The options of a WebAuthn ceremony as the API made them (`@simplewebauthn/server`): the admin
 * front hands them to the browser as they are (`@simplewebauthn/browser`). Their fields keep
 * WebAuthn's own JSON names (camelCase), as do the browser's answers below.
 */
export const PasskeyOptionsSchema = z.object({ challenge: z.string() }).loose();

/** Base64url of up to 64 KiB: an authenticator's answer is a few hundred bytes. */
const base64url = z
  .string()
  .max(90_000)
  .regex(/^[A-Za-z0-9_-]*={0,2}$/);

/**
 * The browser's answer to a WebAuthn ceremony (`RegistrationResponseJSON` or
 * `AuthenticationResponseJSON`); the API checks every part of it.
 */
export const PasskeyCredentialSchema = z
  .object({
    id: base64url.max(1400),
    rawId: base64url.max(1400),
    type: z.literal('public-key'),
    response: z
      .object({
        clientDataJSON: base64url,
        attestationObject: base64url.optional(),
        authenticatorData: base64url.optional(),
        signature: base64url.optional(),
        userHandle: base64url.optional(),
        transports: z.array(z.string().max(20)).max(10).optional(),
      })
      .loose(),
    clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
    authenticatorAttachment: z.string().max(20).optional(),
  })
  .loose();
export type PasskeyCredential = z.infer<typeof PasskeyCredentialSchema>;

/** The opaque token of one WebAuthn attempt: its challenge is used with it, once. */
const AttemptSchema = z.string().min(20).max(100);

/** A ceremony begun: the attempt to send back and the options for the browser. */
export const PasskeyChallengeSchema = z.object({
  Attempt: z.string(),
  Options: PasskeyOptionsSchema,
});

/** Signing in with a passkey, step one: a challenge for this attempt (any e-mail gets one). */
export const StaffPasskeyLoginOptionsBodySchema = z.object({
  Email: z.string().trim().email().max(320),
});

/**
 * Signing in with a passkey, step two: e-mail, password and the passkey's answer in one call,
 * which answers the same 401 for any mistake, like the sign-in with a code.
 */
export const StaffPasskeyLoginBodySchema = z.object({
  Email: z.string().trim().email().max(320),
  Password: z.string().min(1).max(200),
  Attempt: AttemptSchema,
  Credential: PasskeyCredentialSchema,
});

/** One of the signed-in member's passkeys. */
export const StaffPasskeySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  /** Synced between the member's devices (a password manager's or a platform's passkey). */
  BackedUp: z.boolean(),
});
export type StaffPasskey = z.infer<typeof StaffPasskeySchema>;

export const PASSKEY_NAME_MAX_LENGTH = 100;

export const StaffPasskeyRegisterBodySchema = z
  .object({
    Attempt: AttemptSchema,
    Name: z.string().trim().min(1).max(PASSKEY_NAME_MAX_LENGTH),
    Credential: PasskeyCredentialSchema,
  })
  .strict();

/** Removing a passkey asks again who is there: the password, or a fresh authenticator code. */
export const StaffPasskeyRemoveBodySchema = z
  .object({
    Password: z.string().min(1).max(200).optional(),
    TotpCode: TotpCodeSchema.optional(),
  })
  .strict()
  .refine((body) => (body.Password === undefined) !== (body.TotpCode === undefined), {
    message: 'Give the password or an authenticator code',
  });

export const StaffPasskeyParamsSchema = z.object({ id: z.coerce.number().int().min(1) });

/**
 * Passkeys, the stronger second factor (issue 24, docs/back-office.md "Passkeys"): any signed-in
 * member manages their own (no permission), and signs in with e-mail, password and a passkey.
 */
export const PASSKEY_ADMIN_ROUTES = {
  adminPasskeyLoginOptions: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/auth/passkey/options',
    access: 'public',
    body: StaffPasskeyLoginOptionsBodySchema,
    response: envelope(PasskeyChallengeSchema),
  }),
  adminPasskeyLogin: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/auth/passkey/login',
    access: 'public',
    body: StaffPasskeyLoginBodySchema,
    response: StaffSessionIssuedSchema,
    session: 'issues',
  }),
  adminPasskeyList: adminRoute({
    service: 'admin',
    method: 'GET',
    path: '/admin/v1/auth/passkeys',
    access: 'staff',
    response: envelope(z.object({ Items: z.array(StaffPasskeySchema) })),
  }),
  adminPasskeyRegisterOptions: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/auth/passkeys/options',
    access: 'staff',
    response: envelope(PasskeyChallengeSchema),
  }),
  adminPasskeyRegister: adminRoute({
    service: 'admin',
    method: 'POST',
    path: '/admin/v1/auth/passkeys',
    access: 'staff',
    body: StaffPasskeyRegisterBodySchema,
    response: envelope(StaffPasskeySchema),
  }),
  adminPasskeyRemove: adminRoute({
    service: 'admin',
    method: 'DELETE',
    path: '/admin/v1/auth/passkeys/:id',
    access: 'staff',
    params: StaffPasskeyParamsSchema,
    body: StaffPasskeyRemoveBodySchema,
    response: envelope(AdminOkSchema),
  }),
} as const;
