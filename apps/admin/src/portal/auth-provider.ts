import {
  PORTAL_PERMISSIONS,
  type PortalLoginStep,
  type PortalMe,
  type PortalPermission,
} from '@nangsue/contracts/portal';
import type { AuthProvider } from 'react-admin';
import { callPortal } from '../api/client';
import { allowsIn } from '../auth/auth-provider';
import { PORTAL_RESOURCES } from './areas';

/**
 * Who is signed in to the publisher portal (ADR 0019). The session is an HttpOnly cookie the
 * admin server keeps (`nangsue_portal`); this only knows the member `portalMe` describes, kept a
 * short while. The API checks every permission and the organisation on every call.
 */
const ME_FRESH_MS = 30_000;

let me: PortalMe | null = null;
let meAt = 0;
let pending: Promise<PortalMe> | null = null;
let mayHaveSession = true;

const forget = () => {
  me = null;
  meAt = 0;
  pending = null;
};

export const loadPortalMe = (force = false): Promise<PortalMe> => {
  if (!force && me && Date.now() - meAt < ME_FRESH_MS) return Promise.resolve(me);
  if (pending) return pending;
  const call: Promise<PortalMe> = callPortal('portalMe')
    .then((answer) => {
      me = answer;
      meAt = Date.now();
      mayHaveSession = true;
      return answer;
    })
    .catch((error: unknown) => {
      forget();
      if ((error as { status?: number }).status === 401) mayHaveSession = false;
      throw error;
    })
    .finally(() => {
      if (pending === call) pending = null;
    });
  pending = call;
  return call;
};

const isPermission = (value: string): value is PortalPermission =>
  (PORTAL_PERMISSIONS as readonly string[]).includes(value);

/** As the back office's `allows`, over the portal's resources and permissions. */
export const portalAllows = allowsIn<PortalPermission>(PORTAL_RESOURCES, isPermission);

/** Step one of signing in (or of accepting an invitation): what step two needs. */
export const portalPasswordStep = (params: {
  email: string;
  password: string;
  invitation?: string;
}): Promise<PortalLoginStep> =>
  params.invitation
    ? callPortal('portalInvitationAccept', {
        body: { Token: params.invitation, Email: params.email, Password: params.password },
      })
    : callPortal('portalLogin', { body: { Email: params.email, Password: params.password } });

/**
 * Step two: the authenticator's code; then the portal opens afresh at its start (a full load, so
 * react-admin forgets the "signed out" it saw on the sign-in page).
 */
export const portalCodeStep = async (attempt: string, code: string): Promise<void> => {
  forget();
  await callPortal('portalLoginCode', { body: { Attempt: attempt, TotpCode: code } });
  mayHaveSession = true;
  window.location.assign('/portal/');
};

export const portalAuthProvider: AuthProvider = {
  // Signing in happens on the sign-in page itself (two steps); react-admin's login is not used.
  login: async () => ({ redirectTo: '/' }),
  logout: async () => {
    const hadSession = mayHaveSession || me !== null;
    forget();
    mayHaveSession = false;
    if (hadSession) await callPortal('portalLogout').catch(() => undefined);
  },
  checkAuth: async () => {
    await loadPortalMe();
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      forget();
      mayHaveSession = false;
      throw error;
    }
  },
  getIdentity: async () => {
    const member = await loadPortalMe();
    return {
      id: member.MemberId,
      fullName: member.DisplayName || member.Email,
      email: member.Email,
      role: member.Role,
    };
  },
  getPermissions: async () => (await loadPortalMe()).Permissions,
  canAccess: async ({ resource, action }) => {
    const member = await loadPortalMe();
    return portalAllows(member.Permissions, resource, action);
  },
};
