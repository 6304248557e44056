import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software passkey for the API tests, built at the protocol level (WebAuthn Level 2, CTAP2
 * data structures) with node:crypto: an ES256 key pair, `none` attestation in CBOR, the
 * authenticator data and the client data JSON a browser would send. Each ceremony can be bent
 * (another origin, no user verification, a counter that does not move) to test the refusals.
 */

// ---------------------------------------------------------------- a minimal CBOR encoder (RFC 8949)

type Cbor = number | string | Uint8Array | Cbor[] | Map<number | string, Cbor> | CborObject;
type CborObject = { [key: string]: Cbor };

const head = (major: number, value: number): Buffer => {
  if (value < 24) return Buffer.from([(major << 5) | value]);
  if (value < 0x100) return Buffer.from([(major << 5) | 24, value]);
  if (value < 0x10000) {
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(value, 1);
    return bytes;
  }
  const bytes = Buffer.alloc(5);
  bytes[0] = (major << 5) | 26;
  bytes.writeUInt32BE(value, 1);
  return bytes;
};

export const cbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value); // unsigned / negative integers
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)]),
  ]);
};

// ---------------------------------------------------------------- the authenticator

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

const b64url = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | string): Buffer => createHash('sha256').update(bytes).digest();

/** The options fields a ceremony reads (as the API's `Options`). */
type CreationOptions = { challenge: string; user: { id: string }; rp: { id?: string } };
type RequestOptions = { challenge: string };

export type CeremonyTweaks = {
  /** The page's origin in the client data (default the authenticator's). */
  origin?: string;
  /** The RP ID whose hash the authenticator data carries (default the authenticator's). */
  rpId?: string;
  /** The challenge signed (default the options'). */
  challenge?: string;
  /** `webauthn.create` / `webauthn.get` unless given. */
  type?: string;
  /** User verified (default true): false sends user presence only. */
  userVerified?: boolean;
  /** The signature counter to report (default: one more than the last). */
  counter?: number;
};

export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;

/**
 * One passkey on one device, for `origin` (`http://localhost:3100`) and its host name as RP ID.
 * `counts: false` reports 0 on every use, as synced passkeys do.
 */
export const createSoftAuthenticator = (
  origin: string,
  options: { counts?: boolean; backedUp?: boolean } = {},
) => {
  const rpId = new URL(origin).hostname;
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const credentialId = randomBytes(32);
  const counts = options.counts ?? true;
  let counter = 0;
  let userHandle: string | undefined;

  const flagsOf = (tweaks: CeremonyTweaks, extra: number) =>
    FLAG_UP |
    (tweaks.userVerified === false ? 0 : FLAG_UV) |
    (options.backedUp ? FLAG_BE | FLAG_BS : 0) |
    extra;

  const counterBytes = (value: number) => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(value);
    return bytes;
  };

  /** The credential public key as COSE_Key: EC2, ES256, P-256, x and y. */
  const coseKey = (key: KeyObject) => {
    const jwk = key.export({ format: 'jwk' });
    return cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]),
    );
  };

  const clientData = (type: string, challenge: string, tweaks: CeremonyTweaks) =>
    Buffer.from(
      JSON.stringify({ type: tweaks.type ?? type, challenge, origin: tweaks.origin ?? origin }),
      'utf8',
    );

  return {
    credentialId: b64url(credentialId),

    /** navigator.credentials.create(): a `none` attestation of a new credential. */
    register(creation: CreationOptions, tweaks: CeremonyTweaks = {}) {
      userHandle = creation.user.id;
      const authData = Buffer.concat([
        sha256(tweaks.rpId ?? creation.rp.id ?? rpId),
        Buffer.from([flagsOf(tweaks, FLAG_AT)]),
        counterBytes(tweaks.counter ?? 0),
        Buffer.alloc(16), // AAGUID: none
        Buffer.from([credentialId.length >> 8, credentialId.length & 0xff]),
        credentialId,
        coseKey(publicKey),
      ]);
      const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData });
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(
            clientData('webauthn.create', tweaks.challenge ?? creation.challenge, tweaks),
          ),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },

    /** navigator.credentials.get(): an assertion signed with the credential's key. */
    assert(request: RequestOptions, tweaks: CeremonyTweaks = {}) {
      if (tweaks.counter === undefined && counts) counter += 1;
      const signCount = tweaks.counter ?? (counts ? counter : 0);
      const authData = Buffer.concat([
        sha256(tweaks.rpId ?? rpId),
        Buffer.from([flagsOf(tweaks, 0)]),
        counterBytes(signCount),
      ]);
      const clientDataJSON = clientData(
        'webauthn.get',
        tweaks.challenge ?? request.challenge,
        tweaks,
      );
      // ES256: ECDSA over SHA-256 of authenticatorData || SHA-256(clientDataJSON), DER-encoded.
      const signature = sign(
        'sha256',
        Buffer.concat([authData, sha256(clientDataJSON)]),
        privateKey,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
};
