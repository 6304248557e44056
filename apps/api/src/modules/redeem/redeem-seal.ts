import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * A staff batch's plain codes are kept only until they are exported (docs/back-office.md,
 * "Promotions"), sealed with AES-256-GCM under the store's key and bound to their batch (the
 * batch id is the additional data, so a sealed list cannot be moved to another batch).
 */
const VERSION = 'v1';

export const newSealKey = (): string => randomBytes(32).toString('base64');

const keyOf = (key: string): Buffer => {
  const bytes = Buffer.from(key, 'base64');
  if (bytes.length !== 32) throw new Error('the redeem batch key must be 32 bytes');
  return bytes;
};

export const sealCodes = (key: string, batchId: number, codes: readonly string[]): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  cipher.setAAD(Buffer.from(`redeem-batch:${batchId}`));
  const sealed = Buffer.concat([cipher.update(codes.join('\n'), 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv.toString('base64'), tag.toString('base64'), sealed.toString('base64')].join(
    '.',
  );
};

/** The codes of a sealed list; throws when the key, the batch or the text does not match. */
export const unsealCodes = (key: string, batchId: number, text: string): string[] => {
  const [version, iv, tag, sealed] = text.split('.');
  if (version !== VERSION || !iv || !tag || !sealed) throw new Error('not a sealed code list');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64'));
  decipher.setAAD(Buffer.from(`redeem-batch:${batchId}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]);
  return plain.toString('utf8').split('\n');
};
