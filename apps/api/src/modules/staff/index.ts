/**
 * The public entry of the staff module (issue 24): the back office's people, their sessions and
 * the audit log. Other modules take the audit writer and the actor type from here.
 */
export { COMMAND_ACTOR, type Audit, type AuditChange, type StaffActor } from './audit.js';
export type { StaffPrincipal } from './staff-session.service.js';
// The TOTP second factor, which the publisher portal's members use too (ADR 0019).
export {
  checkTotpCode,
  newTotpSecret,
  totpUri,
  type TotpPurpose,
  type TotpSealer,
} from './staff-totp.js';
export { createStaffSealer } from './staff-key.js';
