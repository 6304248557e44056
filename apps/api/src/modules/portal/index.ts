/**
 * The public entry of the publisher portal's base (issue 25, ADR 0019): members' sign-in with a
 * second factor, portal sessions, the organisation's members and invitations. Portal routes of
 * other rooms (titles, sales, money) take the principal from `request.requirePublisher()`.
 */
export type { PublisherPrincipal } from './portal-session.service.js';
