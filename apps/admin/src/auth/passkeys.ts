import type { PasskeyCredential } from '@nangsue/contracts/admin';
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's side of passkeys (docs/back-office.md "Passkeys"), through
 * `@simplewebauthn/browser`: the API's options go to the browser as they are, and its answer goes
 * back as it is. A failure becomes an Error whose message is a translation key.
 */

/** Whether this browser can use passkeys at all. */
export const canUsePasskeys = (): boolean => browserSupportsWebAuthn();

const ceremonyError = (error: unknown): Error => {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new Error('nangsue.passkey_errors.already_added');
  const name = error instanceof Error ? error.name : '';
  // The person closed the prompt, it timed out, or no passkey of this site was chosen.
  if (name === 'NotAllowedError' || name === 'AbortError')
    return new Error('nangsue.passkey_errors.cancelled');
  return new Error('nangsue.passkey_errors.failed');
};

const unsupported = () => new Error('nangsue.passkey_errors.unsupported');

/** Asks the device for a passkey of this site (sign-in): its signed answer. */
export const askForPasskey = async (options: object): Promise<PasskeyCredential> => {
  if (!canUsePasskeys()) throw unsupported();
  try {
    const answer = await startAuthentication({
      optionsJSON: options as PublicKeyCredentialRequestOptionsJSON,
    });
    return answer as unknown as PasskeyCredential;
  } catch (error) {
    throw ceremonyError(error);
  }
};

/** Asks the device to make a new passkey for this site: its attested answer. */
export const createPasskey = async (options: object): Promise<PasskeyCredential> => {
  if (!canUsePasskeys()) throw unsupported();
  try {
    const answer = await startRegistration({
      optionsJSON: options as PublicKeyCredentialCreationOptionsJSON,
    });
    return answer as unknown as PasskeyCredential;
  } catch (error) {
    throw ceremonyError(error);
  }
};
