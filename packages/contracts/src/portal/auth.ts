import { z } from 'zod';
import { envelope } from '../envelope.js';
import { PortalPermissionSchema, PortalRoleSchema } from './permissions.js';
import { portalRoute } from './route.js';

/** An authenticator's six digits. */
export const PortalTotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/);

/** The opaque token of one sign-in attempt (step one passed), sent back with the code. */
const AttemptSchema = z.string().min(20).max(100);

/** The member a portal session belongs to, and their organisation. */
export const PortalMeSchema = z.object({
  MemberId: z.number().int(),
  Email: z.string(),
  DisplayName: z.string(),
  Role: PortalRoleSchema,
  Permissions: z.array(PortalPermissionSchema),
  Language: z.enum(['th', 'en']),
  /** When the session ends if nothing happens (the idle timeout). */
  IdleExpiresAt: z.string(),
  Organisation: z.object({ Name: z.string(), LegalName: z.string() }),
});
export type PortalMe = z.infer<typeof PortalMeSchema>;

/**
 * Step one of signing in: the store account's e-mail and password. The member of a publisher
 * organisation is then asked for the authenticator's code, or, the first time, enrols one.
 */
export const PortalLoginBodySchema = z.object({
  Email: z.string().trim().email().max(320),
  Password: z.string().min(1).max(200),
});

/**
 * What step two needs: the attempt and, when `Next` is `enrol`, the authenticator secret to add
 * (as a QR code) before the first code can be typed.
 */
export const PortalLoginStepSchema = z.object({
  Attempt: z.string(),
  Next: z.enum(['code', 'enrol']),
  TotpUri: z.string().optional(),
  TotpSecret: z.string().optional(),
});
export type PortalLoginStep = z.infer<typeof PortalLoginStepSchema>;

export const PortalCodeBodySchema = z.object({
  Attempt: AttemptSchema,
  TotpCode: PortalTotpCodeSchema,
});

/** A session just issued: the admin front's server keeps the token in an HttpOnly cookie. */
export const PortalSessionIssuedSchema = envelope(
  z.object({ SessionToken: z.string().optional() }).loose(),
);

export const PortalInvitationTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** An invitation as its link shows it, before it is accepted. */
export const PortalInvitationInfoSchema = z.object({
  OrganisationName: z.string(),
  Role: PortalRoleSchema,
  Email: z.string(),
  ExpiresAt: z.string(),
});

/** Accepting an invitation: the invited address's store account signs in (step one) to accept. */
export const PortalInvitationAcceptBodySchema = z.object({
  Token: z.string().min(20).max(100),
  Email: z.string().trim().email().max(320),
  Password: z.string().min(1).max(200),
});

export const AUTH_PORTAL_ROUTES = {
  portalLogin: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/auth/login',
    access: 'public',
    body: PortalLoginBodySchema,
    response: envelope(PortalLoginStepSchema),
  }),
  portalLoginCode: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/auth/code',
    access: 'public',
    body: PortalCodeBodySchema,
    response: PortalSessionIssuedSchema,
    session: 'issues',
  }),
  portalLogout: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/auth/logout',
    access: 'publisher',
    response: envelope(z.object({ Ok: z.literal(true) })),
    session: 'ends',
  }),
  portalMe: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/auth/me',
    access: 'publisher',
    response: envelope(PortalMeSchema),
  }),
  portalInvitationInfo: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/invitation/:token',
    access: 'public',
    params: PortalInvitationTokenParamsSchema,
    response: envelope(PortalInvitationInfoSchema),
  }),
  portalInvitationAccept: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/invitation/accept',
    access: 'public',
    body: PortalInvitationAcceptBodySchema,
    response: envelope(PortalLoginStepSchema),
  }),
} as const;
