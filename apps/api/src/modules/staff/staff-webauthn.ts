import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * Passkeys, the staff's stronger second factor (issue 24, docs/back-office.md "Passkeys"): the
 * WebAuthn ceremonies through `@simplewebauthn/server`. The relying party is the back office
 * itself: its origin and host name come from ADMIN_URL, so a passkey made for the back office is
 * never asked for, nor accepted, anywhere else. User verification (the device's PIN, fingerprint
 * or face) is required every time, and passkeys are discoverable: the sign-in page asks for
 * "a passkey of this site" without naming the member's, so it tells nobody which e-mail has one.
 */

/** The name authenticators show beside the passkey. */
export const PASSKEY_RP_NAME = 'Nangsue';
/** How long the browser waits for the authenticator; the stored challenge lives a little longer. */
const CEREMONY_TIMEOUT_MS = 3 * 60_000;
/** An open challenge (adding a passkey, or a sign-in with one) lives this long, then is refused. */
export const PASSKEY_CHALLENGE_MS = 5 * 60_000;

/** ES256 (every platform), EdDSA, RS256 (Windows Hello): the usual three. */
const ALGORITHMS = [-7, -8, -257];

export type StoredPasskey = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
};

export type VerifiedPasskey = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  backedUp: boolean;
};

export type StaffWebAuthn = ReturnType<typeof createStaffWebAuthn>;

/** The relying party of `adminUrl` (`http://localhost:3100` → `localhost`, that origin). */
export const createStaffWebAuthn = (adminUrl: string) => {
  const url = new URL(adminUrl);
  const rpID = url.hostname;
  const origin = url.origin;

  return {
    rpID,
    origin,

    /** Options to add a passkey: discoverable, verified, none of the member's own again. */
    registrationOptions(params: {
      staffId: number;
      email: string;
      displayName: string;
      existing: readonly Pick<StoredPasskey, 'credentialId' | 'transports'>[];
    }): Promise<PublicKeyCredentialCreationOptionsJSON> {
      return generateRegistrationOptions({
        rpName: PASSKEY_RP_NAME,
        rpID,
        userName: params.email,
        userDisplayName: params.displayName,
        // A stable handle per member, with nothing personal in it.
        userID: new TextEncoder().encode(`staff:${params.staffId}`),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: params.existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
    },

    /**
     * The new passkey when the browser's answer is right (our challenge and origin, this host's
     * RP ID, the user verified, an algorithm we offered); undefined for anything else.
     */
    async verifyRegistration(
      response: unknown,
      expectedChallenge: string,
    ): Promise<VerifiedPasskey | undefined> {
      try {
        const result = await verifyRegistrationResponse({
          response: response as RegistrationResponseJSON,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        });
        if (!result.verified) return undefined;
        const { credential, credentialBackedUp } = result.registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: (credential.transports ?? []).slice(0, 10),
          backedUp: credentialBackedUp,
        };
      } catch {
        // A malformed or forged answer is a wrong answer.
        return undefined;
      }
    },

    /** Options to sign in: any discoverable passkey of this site, the user verified. */
    authenticationOptions(): Promise<PublicKeyCredentialRequestOptionsJSON> {
      return generateAuthenticationOptions({
        rpID,
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'required',
      });
    },

    /**
     * The authenticator's new counter and backup state when its signature over our challenge is
     * right for `passkey` (origin, RP ID, user present and verified, the counter moved on unless
     * the authenticator keeps none); undefined for anything else.
     */
    async verifyAuthentication(
      response: unknown,
      expectedChallenge: string,
      passkey: StoredPasskey,
    ): Promise<{ counter: number; backedUp: boolean } | undefined> {
      try {
        const result = await verifyAuthenticationResponse({
          response: response as AuthenticationResponseJSON,
          expectedChallenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: true,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.counter,
            transports: passkey.transports,
          },
        });
        if (!result.verified) return undefined;
        return {
          counter: result.authenticationInfo.newCounter,
          backedUp: result.authenticationInfo.credentialBackedUp,
        };
      } catch {
        return undefined;
      }
    },
  };
};
