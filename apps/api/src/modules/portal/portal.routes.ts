import { PORTAL_ROUTES } from '@nangsue/contracts/portal';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredPortalRoute, ok } from '../../lib/declared-route.js';
import type { PortalCaller } from './portal-auth.service.js';

const callerOf = (request: FastifyRequest): PortalCaller => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});

const AUTH = ['portal: sign-in'];
const MEMBERS = ['portal: organisation and members'];

/**
 * The publisher portal's sign-in and people (issue 25, ADR 0019). Thin: the services hold the
 * rules; every publisher call passes the session's principal, whose organisation scopes it.
 */
export const portalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { portalAuth, portalMembers } = app.services;

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalLogin, {
      tags: AUTH,
      summary: 'Sign in, step one: the store account e-mail and password of a publisher member',
      description:
        'Answers the attempt for step two: `Next` is `code`, or `enrol` with the authenticator secret to add the first time. A wrong pair and a non-member get the same 401.',
    }),
    handler: async (request) => ok(await portalAuth.login(request.body, callerOf(request))),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalLoginCode, {
      tags: AUTH,
      summary:
        'Sign in, step two: the authenticator code (enrols it the first time); starts a session',
    }),
    handler: async (request) => ok(await portalAuth.enterCode(request.body, callerOf(request))),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalLogout, {
      tags: AUTH,
      summary: 'Sign out: the portal session ends at once',
    }),
    handler: async (request) => ok(await portalAuth.logout(request.requirePublisher())),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMe, {
      tags: AUTH,
      summary: 'The signed-in member, their role, permissions and organisation',
    }),
    handler: async (request) => ok(portalAuth.me(request.requirePublisher())),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalInvitationInfo, {
      tags: AUTH,
      summary: 'An invitation link: the organisation, the role and the invited address',
    }),
    handler: async (request) => ok(await portalAuth.invitation(request.params.token)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalInvitationAccept, {
      tags: AUTH,
      summary: 'Accept an invitation with the invited address’s store account (then step two)',
    }),
    handler: async (request) =>
      ok(await portalAuth.acceptInvitation(request.body, callerOf(request))),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalOrganisation, {
      tags: MEMBERS,
      summary: 'The organisation: names, tax id, payee kind and royalty share',
    }),
    handler: async (request) => ok(await portalMembers.organisation(request.requirePublisher())),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMembers, {
      tags: MEMBERS,
      summary: 'The organisation’s members',
    }),
    handler: async (request) => ok(await portalMembers.members(request.requirePublisher())),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMemberRole, {
      tags: MEMBERS,
      summary: 'Change a member’s role (editor or finance viewer)',
    }),
    handler: async (request) =>
      ok(
        await portalMembers.changeRole(
          request.requirePublisher(),
          request.params.memberId,
          request.body.Role,
        ),
      ),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalMemberRemove, {
      tags: MEMBERS,
      summary: 'Remove a member (their portal sessions end)',
    }),
    handler: async (request) =>
      ok(await portalMembers.remove(request.requirePublisher(), request.params.memberId)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalInvitations, {
      tags: MEMBERS,
      summary: 'Open invitations',
    }),
    handler: async (request) => ok(await portalMembers.invitations(request.requirePublisher())),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalInvite, {
      tags: MEMBERS,
      summary: 'Invite an address as editor or finance viewer (a one-time link by e-mail)',
    }),
    handler: async (request) =>
      ok(await portalMembers.invite(request.requirePublisher(), request.body, request.locale)),
  });

  app.route({
    ...declaredPortalRoute(PORTAL_ROUTES.portalInvitationRevoke, {
      tags: MEMBERS,
      summary: 'Withdraw an open invitation',
    }),
    handler: async (request) =>
      ok(
        await portalMembers.revokeInvitation(
          request.requirePublisher(),
          request.params.invitationId,
        ),
      ),
  });
};
