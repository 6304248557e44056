import {
  PERMISSIONS,
  type Permission,
  type StaffMe,
  type StaffRole,
} from '@nangsue/contracts/admin';
import type { AuthProvider, UserIdentity } from 'react-admin';
import { callAdmin } from '../api/client';
import { RESOURCES } from '../resources';
import { askForPasskey } from './passkeys';

/**
 * Who is signed in, for react-admin (ADR 0018). The session itself is an HttpOnly cookie the admin
 * server keeps (no script sees it); this only knows the staff member `adminMe` describes, kept for
 * a short while so page changes do not each call the API. The API checks every permission again
 * on every call: hiding a menu entry here is convenience, not security.
 */

/** How long the answer of `adminMe` is trusted before asking again. */
const ME_FRESH_MS = 30_000;

let me: StaffMe | null = null;
let meAt = 0;
let pending: Promise<StaffMe> | null = null;
/** False once we know there is no session (so signing out does not call the API for nothing). */
let mayHaveSession = true;

const forget = () => {
  me = null;
  meAt = 0;
  pending = null;
};

/**
 * Bumped by each sign-in: an `adminMe` answer of an earlier generation (a 401 asked before the
 * sign-in, answered after it) must not sign the new session out. Its callers get the current
 * staff member instead.
 */
let generation = 0;

/** The signed-in staff member, from the cache or `adminMe` (rejects with 401 when signed out). */
export const loadMe = (force = false): Promise<StaffMe> => {
  if (!force && me && Date.now() - meAt < ME_FRESH_MS) return Promise.resolve(me);
  if (pending) return pending;
  const startedIn = generation;
  const call: Promise<StaffMe> = callAdmin('adminMe')
    .then((answer) => {
      if (startedIn !== generation) return loadMe();
      me = answer;
      meAt = Date.now();
      mayHaveSession = true;
      return answer;
    })
    .catch((error: unknown) => {
      if (startedIn !== generation) return loadMe();
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

export type SignInParams =
  | { kind: 'login'; email: string; password: string; code: string }
  | { kind: 'passkey'; email: string; password: string }
  | { kind: 'setup'; token: string; password: string; code: string };

/**
 * Signing in with a passkey: a challenge for this attempt, the device's signature over it, then
 * e-mail, password and the signature in one call (one answer for any mistake, ADR 0018).
 */
const signInWithPasskey = async (email: string, password: string) => {
  const { Attempt, Options } = await callAdmin('adminPasskeyLoginOptions', {
    body: { Email: email },
  });
  const credential = await askForPasskey(Options);
  await callAdmin('adminPasskeyLogin', {
    body: { Email: email, Password: password, Attempt, Credential: credential },
  });
};

const isPermission = (value: string): value is Permission =>
  (PERMISSIONS as readonly string[]).includes(value);

const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'update', 'clone']);

/**
 * Whether `permissions` allow `action` on `resource`, over one area registry: a registered resource
 * needs its `permission` to be seen (list, show, export) and its `writePermission` (default the
 * same) to be changed; a permission name used as the resource (`useCanAccess({ resource:
 * 'orders.refund' })`) is checked as it is; anything else is refused. The back office and the
 * publisher portal each make theirs.
 */
export const allowsIn =
  <Perm extends string>(
    resources: ReadonlyMap<string, { permission: Perm; writePermission?: Perm }>,
    isKnown: (value: string) => value is Perm,
  ) =>
  (permissions: readonly Perm[], resource: string, action: string): boolean => {
    const granted = new Set(permissions);
    if (isKnown(resource)) return granted.has(resource);
    const definition = resources.get(resource);
    if (!definition) return false;
    const needed = WRITE_ACTIONS.has(action)
      ? (definition.writePermission ?? definition.permission)
      : definition.permission;
    return granted.has(needed);
  };

export const allows = allowsIn<Permission>(RESOURCES, isPermission);

export type StaffIdentity = UserIdentity & { email: string; role: StaffRole };

export const authProvider: AuthProvider = {
  login: async (params: SignInParams) => {
    forget();
    if (params.kind === 'setup')
      await callAdmin('adminSetupComplete', {
        body: { Token: params.token, Password: params.password, TotpCode: params.code },
      });
    else if (params.kind === 'passkey') await signInWithPasskey(params.email, params.password);
    else
      await callAdmin('adminLogin', {
        body: { Email: params.email, Password: params.password, TotpCode: params.code },
      });
    generation += 1;
    forget();
    mayHaveSession = true;
    await loadMe(true);
    return { redirectTo: '/' };
  },
  logout: async () => {
    const hadSession = mayHaveSession || me !== null;
    forget();
    mayHaveSession = false;
    if (hadSession) await callAdmin('adminLogout').catch(() => undefined);
  },
  checkAuth: async () => {
    await loadMe();
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      forget();
      mayHaveSession = false;
      throw error;
    }
    // 403 (not allowed) and other errors leave the staff member signed in.
  },
  getIdentity: async () => {
    const staff = await loadMe();
    return {
      id: staff.StaffId,
      fullName: staff.DisplayName || staff.Email,
      email: staff.Email,
      role: staff.Role,
    } satisfies StaffIdentity;
  },
  getPermissions: async () => (await loadMe()).Permissions,
  canAccess: async ({ resource, action }) => {
    const staff = await loadMe();
    return allows(staff.Permissions, resource, action);
  },
};

/**
 * Signs in (set-up link or e-mail, password and code) and opens the app afresh. react-admin
 * caches the "not signed in" answer its routes got before (on the set-up or sign-in page) and
 * would sign the new session straight out again (its catch-all `LogoutOnMount`); a full load
 * starts from the new session.
 */
export const signIn = async (params: SignInParams, to = '/'): Promise<void> => {
  await authProvider.login(params);
  window.location.assign(to);
};
