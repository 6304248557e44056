import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The staff's second factor (issue 24, docs/security.md "Staff"): TOTP as every authenticator app
 * speaks it (RFC 6238: SHA-1, 6 digits, 30-second steps, a 160-bit Base32 secret), through otplib.
 * Secrets rest in the database sealed with AES-256-GCM under the store's staff key, bound to the
 * staff member's id (a sealed secret copied onto another row does not open).
 */

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Nangsue';
const PERIOD_SECONDS = 30;
/** One step either side of now: a code typed as it changes, or a phone's clock a little off. */
const TOLERANCE_SECONDS = PERIOD_SECONDS;

export const newTotpSecret = (): string => generateSecret({ length: 20 });

export const totpUri = (email: string, secret: string): string =>
  generateURI({ issuer: TOTP_ISSUER, label: email, secret });

/**
 * The time step a code belongs to when it is right for `secret` at `now` (within one step) and
 * later than `afterStep` (a code is never accepted twice); null otherwise.
 */
export const checkTotpCode = async (params: {
  secret: string;
  code: string;
  now: Date;
  afterStep: number | null;
}): Promise<number | null> => {
  try {
    const result = await verify({
      secret: params.secret,
      token: params.code,
      epoch: Math.floor(params.now.getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(params.afterStep === null ? {} : { afterTimeStep: params.afterStep }),
    });
    // A TOTP answer carries its time step (the functional API's type also covers HOTP).
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // A malformed code or secret is a wrong code.
    return null;
  }
};

/** 32 bytes from STAFF_SECRET_KEY (64 hex digits or base64) or the stored key (base64url). */
export const staffKeyFrom = (value: string): Buffer =>
  /^[0-9a-fA-F]{64}$/.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');

export const newStaffKey = (): string => randomBytes(32).toString('base64url');

const SEALED_PREFIX = 'v1';
/**
 * Whose secrets a sealer seals: the staff's (bound to the staff id) or the publisher portal's
 * members' (bound to the member id); a secret sealed for one never opens as the other.
 */
export type TotpPurpose = 'staff-totp' | 'publisher-totp';

export type TotpSealer = {
  seal(secret: string, staffId: number): Promise<string>;
  /** The secret, or undefined when the text was not sealed by this key for this staff member. */
  open(sealed: string, staffId: number): Promise<string | undefined>;
};

/** Seals with the key `loadKey` gives (asked once, then kept). */
export const createTotpSealer = (
  loadKey: () => Promise<Buffer>,
  purpose: TotpPurpose = 'staff-totp',
): TotpSealer => {
  const aadOf = (ownerId: number) => Buffer.from(`${purpose}:${ownerId}`, 'utf8');
  let key: Promise<Buffer> | undefined;
  const keyOnce = () => {
    if (!key) {
      key = loadKey().then((value) => {
        if (value.length !== 32) throw new Error('The staff key must be 32 bytes');
        return value;
      });
      // A failed load (the database away) is tried again by the next call.
      key.catch(() => {
        key = undefined;
      });
    }
    return key;
  };
  return {
    async seal(secret, staffId) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await keyOnce(), iv);
      cipher.setAAD(aadOf(staffId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [SEALED_PREFIX, iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join(':');
    },
    async open(sealed, staffId) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== SEALED_PREFIX || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv(
          'aes-256-gcm',
          await keyOnce(),
          Buffer.from(iv, 'base64url'),
          { authTagLength: 16 },
        );
        decipher.setAAD(aadOf(staffId));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([
          decipher.update(Buffer.from(body, 'base64url')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
};
