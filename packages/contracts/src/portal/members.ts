import { z } from 'zod';
import { envelope } from '../envelope.js';
import { PortalRoleSchema } from './permissions.js';
import { portalRoute } from './route.js';

/** The organisation the session belongs to, as its members see it. */
export const PortalOrganisationSchema = z.object({
  Name: z.string(),
  LegalName: z.string(),
  TaxId: z.string(),
  PayeeKind: z.enum(['individual', 'company']),
  /** The organisation's share of the net price after VAT, in basis points (7000 = 70 %). */
  RoyaltyShareBp: z.number().int(),
  CreatedAt: z.string(),
});

export const PortalMemberSchema = z.object({
  MemberId: z.number().int(),
  Email: z.string(),
  DisplayName: z.string(),
  Role: PortalRoleSchema,
  /** Whether the member has set up their authenticator (first portal sign-in). */
  TwoFactor: z.boolean(),
  CreatedAt: z.string(),
});
export type PortalMember = z.infer<typeof PortalMemberSchema>;

export const PortalInvitationSchema = z.object({
  InvitationId: z.number().int(),
  Email: z.string(),
  Role: PortalRoleSchema,
  CreatedAt: z.string(),
  ExpiresAt: z.string(),
});
export type PortalInvitation = z.infer<typeof PortalInvitationSchema>;

/** Invited members are editors or finance viewers; an owner stays the applicant (ADR 0019). */
export const PortalInviteBodySchema = z.object({
  Email: z.string().trim().email().max(254),
  Role: z.enum(['editor', 'finance']),
});

export const PortalMemberParamsSchema = z.object({ memberId: z.coerce.number().int().min(1) });
export const PortalInvitationParamsSchema = z.object({
  invitationId: z.coerce.number().int().min(1),
});
export const PortalMemberRoleBodySchema = z.object({ Role: z.enum(['editor', 'finance']) });

const OkSchema = z.object({ Ok: z.literal(true) });

export const MEMBERS_PORTAL_ROUTES = {
  portalOrganisation: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/organisation',
    access: 'publisher',
    response: envelope(PortalOrganisationSchema),
  }),
  portalMembers: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/members',
    access: 'publisher',
    permission: 'members.manage',
    response: envelope(z.object({ Items: z.array(PortalMemberSchema) })),
  }),
  portalMemberRole: portalRoute({
    service: 'portal',
    method: 'PUT',
    path: '/portal/v1/members/:memberId/role',
    access: 'publisher',
    permission: 'members.manage',
    params: PortalMemberParamsSchema,
    body: PortalMemberRoleBodySchema,
    response: envelope(PortalMemberSchema),
  }),
  portalMemberRemove: portalRoute({
    service: 'portal',
    method: 'DELETE',
    path: '/portal/v1/members/:memberId',
    access: 'publisher',
    permission: 'members.manage',
    params: PortalMemberParamsSchema,
    response: envelope(OkSchema),
  }),
  portalInvitations: portalRoute({
    service: 'portal',
    method: 'GET',
    path: '/portal/v1/invitations',
    access: 'publisher',
    permission: 'members.manage',
    response: envelope(z.object({ Items: z.array(PortalInvitationSchema) })),
  }),
  portalInvite: portalRoute({
    service: 'portal',
    method: 'POST',
    path: '/portal/v1/invitations',
    access: 'publisher',
    permission: 'members.manage',
    body: PortalInviteBodySchema,
    response: envelope(PortalInvitationSchema),
  }),
  portalInvitationRevoke: portalRoute({
    service: 'portal',
    method: 'DELETE',
    path: '/portal/v1/invitations/:invitationId',
    access: 'publisher',
    permission: 'members.manage',
    params: PortalInvitationParamsSchema,
    response: envelope(OkSchema),
  }),
} as const;
