import { z } from 'zod';
import { envelope } from './envelope.js';
import { LocaleSchema } from './common.js';

/**
 * Customer accounts (spec §3, §7): login, external login, registration, passwords, profile and
 * account deletion. Request bodies wrap their fields in `Data`, as every spec request does.
 */

/** Passwords are counted in Unicode code points; Thai and spaces are allowed, nothing is trimmed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MAX_LENGTH = 20;

/** How long after a sign-in it counts as fresh enough to delete the account without a password. */
export const FRESH_SIGN_IN_SECONDS = 10 * 60;

const codePointLength = (value: string) => [...value].length;

export const PasswordSchema = z
  .string()
  .refine((value) => codePointLength(value) >= PASSWORD_MIN_LENGTH, {
    params: { passwordRule: 'tooShort' },
    message: `must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((value) => codePointLength(value) <= PASSWORD_MAX_LENGTH, {
    params: { passwordRule: 'tooLong' },
    message: `must be at most ${PASSWORD_MAX_LENGTH} characters`,
  });

/** A password typed to prove who you are: any non-empty string (policy applies only to new ones). */
export const CurrentPasswordSchema = z
  .string()
  .min(1)
  .max(PASSWORD_MAX_LENGTH * 4);

export const EmailSchema = z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email());
export const PersonNameSchema = z.string().trim().min(1).max(NAME_MAX_LENGTH);
/** Thai mobile or landline, or an international number: digits with an optional leading +. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{7,18}$/);
/** ISO date, YYYY-MM-DD (Gregorian; the storefront shows Buddhist-era years in Thai). */
export const BirthDateSchema = z.iso.date();
export const GENDERS = ['M', 'F'] as const;
export const GenderSchema = z.enum(GENDERS);

export const EXTERNAL_PROVIDERS = {
  google: 'ExternalAuth.Google',
  facebook: 'ExternalAuth.Facebook',
  apple: 'ExternalAuth.Apple',
} as const;
export type ExternalProvider = keyof typeof EXTERNAL_PROVIDERS;
export const ProviderSystemNameSchema = z.enum([
  EXTERNAL_PROVIDERS.google,
  EXTERNAL_PROVIDERS.facebook,
  EXTERNAL_PROVIDERS.apple,
]);
export type ProviderSystemName = z.infer<typeof ProviderSystemNameSchema>;

export const providerOfSystemName = (name: ProviderSystemName): ExternalProvider =>
  (Object.keys(EXTERNAL_PROVIDERS) as ExternalProvider[]).find(
    (provider) => EXTERNAL_PROVIDERS[provider] === name,
  ) ?? 'google';

/** Customer info (spec §3), stored by the storefront as CustomerInfo after login. */
export const CustomerInfoSchema = z.object({
  CustomerId: z.int(),
  Username: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
  IsAdmin: z.boolean(),
  AdminRedirectUrl: z.string().nullable(),
  PublisherRedirectUrl: z.string().nullable(),
  PublisherStatus: z.string().nullable(),
});
export type CustomerInfo = z.infer<typeof CustomerInfoSchema>;

/** Login and external login answer with the customer and a new session token (spec §3). */
export const LoginDataSchema = z.object({
  CustomerInfo: CustomerInfoSchema,
  Token: z.string(),
});
export type LoginData = z.infer<typeof LoginDataSchema>;
export const LoginResponseSchema = envelope(LoginDataSchema);

/** A result that is only a message for the customer, in their language. */
export const MessageDataSchema = z.object({ Message: z.string() });
export type MessageData = z.infer<typeof MessageDataSchema>;
export const MessageResponseSchema = envelope(MessageDataSchema);

// POST /v2/customer/login
export const LoginBodySchema = z
  .object({
    Data: z
      .object({
        Email: z.string().trim().min(1).max(EMAIL_MAX_LENGTH),
        Password: CurrentPasswordSchema,
        /** Keeps the session for 30 days instead of 1 day. */
        RememberMe: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export type LoginBody = z.infer<typeof LoginBodySchema>;

// POST /v2/customer/externallogin
export const ExternalLoginBodySchema = z
  .object({
    Data: z
      .object({
        /** As the spec sends it; informational only: the verified token decides the e-mail. */
        Email: z.string().trim().max(EMAIL_MAX_LENGTH).optional().default(''),
        /** Sent empty (spec §3). */
        ExternalDisplayIdentifier: z.string().max(200).optional().default(''),
        /** The provider's subject id; must equal the verified token's subject. */
        ExternalIdentifier: z.string().trim().min(1).max(255),
        ProviderSystemName: ProviderSystemNameSchema,
        /** OpenID Connect ID token (Google, Apple), verified against the provider's keys. */
        IdToken: z.string().max(8192).optional(),
        /** OAuth access token (Facebook), checked with the provider's token check. */
        AccessToken: z.string().max(4096).optional(),
        /** The nonce the storefront put in the authorization request; the ID token must carry it. */
        Nonce: z.string().max(200).optional(),
        /** Apple sends the name only on the first authorization, outside the ID token. */
        FirstName: z.string().trim().max(NAME_MAX_LENGTH).optional(),
        LastName: z.string().trim().max(NAME_MAX_LENGTH).optional(),
      })
      .strict(),
  })
  .strict();
export type ExternalLoginBody = z.infer<typeof ExternalLoginBodySchema>;

// POST /v2/customer/register
export const RegisterBodySchema = z
  .object({
    Data: z
      .object({
        Email: EmailSchema,
        Password: PasswordSchema,
        FirstName: PersonNameSchema,
        LastName: PersonNameSchema,
        Gender: GenderSchema.optional(),
        DateOfBirth: BirthDateSchema.optional(),
        Phone: PhoneSchema.optional(),
        /** Must be true: the terms and the privacy notice (PDPA), recorded with the time. */
        AcceptTerms: z.literal(true),
        /** Marketing e-mail, off unless ticked (PDPA consent guideline). */
        MarketingConsent: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

// POST /v2/customer/verify-email (our addition: the link in the verification e-mail)
export const VerifyEmailBodySchema = z
  .object({
    Data: z
      .object({
        Token: z.string().min(1).max(200),
        Guid: z.uuid(),
      })
      .strict(),
  })
  .strict();
export type VerifyEmailBody = z.infer<typeof VerifyEmailBodySchema>;

// POST /v2/customer/changepassword
export const ChangePasswordBodySchema = z
  .object({
    Data: z
      .object({
        OldPassword: CurrentPasswordSchema,
        NewPassword: PasswordSchema,
      })
      .strict(),
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

// POST /v2/customer/reset-password (forgot password)
export const ResetPasswordBodySchema = z
  .object({ Data: z.object({ Email: EmailSchema }).strict() })
  .strict();
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

// POST /v2/customer/signin-link: e-mail a one-time sign-in link (the way in a guesser's lockout
// of the password cannot block; docs/accounts.md "Sign-in link")
export const SignInLinkBodySchema = z
  .object({ Data: z.object({ Email: EmailSchema }).strict() })
  .strict();
export type SignInLinkBody = z.infer<typeof SignInLinkBodySchema>;

// POST /v2/customer/signin-link/confirm: the link's token and account guid; answers a session
export const SignInWithLinkBodySchema = z
  .object({
    Data: z
      .object({
        Token: z.string().min(1).max(200),
        Guid: z.uuid(),
      })
      .strict(),
  })
  .strict();
export type SignInWithLinkBody = z.infer<typeof SignInWithLinkBodySchema>;

// GET /v2/customer/validate-reset-password/{token}/{guid}
export const ResetLinkParamsSchema = z
  .object({ token: z.string().min(1).max(200), guid: z.string().min(1).max(64) })
  .strict();
export const ResetLinkDataSchema = z.object({
  IsValid: z.literal(true),
  /** The account's e-mail, partly masked (so@example.com -> s*@example.com). */
  MaskedEmail: z.string(),
});
export const ResetLinkResponseSchema = envelope(ResetLinkDataSchema);

// POST /v2/customer/confirm-reset-password
export const ConfirmResetPasswordBodySchema = z
  .object({
    Data: z
      .object({
        Token: z.string().min(1).max(200),
        Guid: z.string().min(1).max(64),
        NewPassword: PasswordSchema,
      })
      .strict(),
  })
  .strict();
export type ConfirmResetPasswordBody = z.infer<typeof ConfirmResetPasswordBodySchema>;

// POST /v2/customer/deactivate (delete the account, PDPA erasure)
export const DeactivateBodySchema = z
  .object({
    Data: z
      .object({
        /** Required for accounts with a password; social-only accounts need a fresh sign-in. */
        Password: CurrentPasswordSchema.optional(),
      })
      .strict(),
  })
  .strict();
export type DeactivateBody = z.infer<typeof DeactivateBodySchema>;

export const LinkedProviderSchema = z.object({
  ProviderSystemName: ProviderSystemNameSchema,
  Email: z.string().nullable(),
  LinkedAt: z.iso.datetime({ offset: true }),
});
export type LinkedProvider = z.infer<typeof LinkedProviderSchema>;

// GET /v2/customer/info
export const CustomerProfileSchema = z.object({
  CustomerId: z.int(),
  Email: z.string(),
  IsEmailVerified: z.boolean(),
  FirstName: z.string(),
  LastName: z.string(),
  Gender: GenderSchema.nullable(),
  DateOfBirth: z.string().nullable(),
  Phone: z.string().nullable(),
  Language: LocaleSchema,
  MarketingConsent: z.boolean(),
  /** False for accounts created by a provider sign-in that never set a password. */
  HasPassword: z.boolean(),
  ExternalLogins: z.array(LinkedProviderSchema),
  CreatedAt: z.iso.datetime({ offset: true }),
  /** As in CustomerInfo: the publisher application's status and page (docs/publishers.md). */
  PublisherStatus: z.string().nullable(),
  PublisherRedirectUrl: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof CustomerProfileSchema>;
export const CustomerProfileResponseSchema = envelope(CustomerProfileSchema);

// POST /v2/customer/info
export const UpdateProfileBodySchema = z
  .object({
    Data: z
      .object({
        FirstName: PersonNameSchema,
        LastName: PersonNameSchema,
        Gender: GenderSchema.nullable().optional(),
        DateOfBirth: BirthDateSchema.nullable().optional(),
        Phone: PhoneSchema.nullable().optional(),
        MarketingConsent: z.boolean().optional(),
      })
      .strict(),
  })
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

// GET /v2/customer/login-info
export const LoginInfoDataSchema = z.object({ CustomerInfo: CustomerInfoSchema });
export const LoginInfoResponseSchema = envelope(LoginInfoDataSchema);

// POST /v2/customer/removesocial (our addition for the /removesocial page)
export const RemoveSocialBodySchema = z
  .object({ Data: z.object({ ProviderSystemName: ProviderSystemNameSchema }).strict() })
  .strict();
export type RemoveSocialBody = z.infer<typeof RemoveSocialBodySchema>;
export const ExternalLoginsResponseSchema = envelope(
  z.object({ ExternalLogins: z.array(LinkedProviderSchema) }),
);

// GET /v2/customer/export (our addition: the PDPA copy of the customer's own data)
export const CustomerExportSchema = z.object({
  ExportedAt: z.iso.datetime({ offset: true }),
  Profile: CustomerProfileSchema,
  Consents: z.object({
    TermsAcceptedAt: z.string().nullable(),
    MarketingConsentAt: z.string().nullable(),
  }),
  Addresses: z.array(z.record(z.string(), z.unknown())),
  Sessions: z.array(
    z.object({
      CreatedAt: z.string(),
      LastUsedAt: z.string(),
      AuthMethod: z.string(),
      IpAddress: z.string().nullable(),
      UserAgent: z.string().nullable(),
      IsCurrent: z.boolean(),
    }),
  ),
});
export type CustomerExport = z.infer<typeof CustomerExportSchema>;
export const CustomerExportResponseSchema = envelope(CustomerExportSchema);
