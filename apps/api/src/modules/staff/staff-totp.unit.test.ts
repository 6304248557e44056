import { randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.js';
import {
  checkTotpCode,
  createTotpSealer,
  newTotpSecret,
  staffKeyFrom,
  totpUri,
} from './staff-totp.js';

describe('staff TOTP secrets and codes', () => {
  it('seals a secret for one staff member under one key', async () => {
    const key = randomBytes(32);
    const sealer = createTotpSealer(async () => key);
    const secret = newTotpSecret();
    const sealed = await sealer.seal(secret, 7);
    expect(sealed).toMatch(/^v1:[\w-]+:[\w-]+:[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(await sealer.open(sealed, 7)).toBe(secret);
    // Another member's row, another key, a changed byte: nothing opens.
    expect(await sealer.open(sealed, 8)).toBeUndefined();
    expect(await createTotpSealer(async () => randomBytes(32)).open(sealed, 7)).toBeUndefined();
    const [version, iv, tag, body] = sealed.split(':');
    const flipped = `${body!.slice(0, -2)}${body!.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(await sealer.open([version, iv, tag, flipped].join(':'), 7)).toBeUndefined();
    expect(await sealer.open('not sealed', 7)).toBeUndefined();
  });

  it('asks for the key once, and again after a failure', async () => {
    let calls = 0;
    const sealer = createTotpSealer(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return randomBytes(32);
    });
    await expect(sealer.seal('X', 1)).rejects.toThrow('database away');
    const sealed = await sealer.seal('X', 1);
    expect(await sealer.open(sealed, 1)).toBe('X');
    expect(calls).toBe(2);
    await expect(createTotpSealer(async () => randomBytes(16)).seal('X', 1)).rejects.toThrow(
      '32 bytes',
    );
  });

  it('reads STAFF_SECRET_KEY as 64 hex digits or base64 of 32 bytes', () => {
    const hex = randomBytes(32).toString('hex');
    const base64 = randomBytes(32).toString('base64');
    expect(staffKeyFrom(hex).equals(Buffer.from(hex, 'hex'))).toBe(true);
    expect(staffKeyFrom(base64)).toHaveLength(32);
    expect(parseEnv({ STAFF_SECRET_KEY: hex }).STAFF_SECRET_KEY).toBe(hex);
    expect(parseEnv({ STAFF_SECRET_KEY: base64 }).STAFF_SECRET_KEY).toBe(base64);
    expect(() => parseEnv({ STAFF_SECRET_KEY: 'short' })).toThrow(
      /STAFF_SECRET_KEY: must be 32 bytes: 64 hex digits or base64/,
    );
  });

  it('accepts a code of the step before or after now, later than the last one', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri('a@b.co', secret)).toBe(
      `otpauth://totp/Nangsue:a%40b.co?secret=${secret}&issuer=Nangsue`,
    );
    const now = new Date('2026-01-01T00:00:10Z');
    const step = Math.floor(now.getTime() / 30_000);
    const codeAt = (offsetSeconds: number) =>
      generate({ secret, epoch: Math.floor(now.getTime() / 1000) + offsetSeconds });
    const check = async (code: string, afterStep: number | null = null) =>
      checkTotpCode({ secret, code, now, afterStep });
    expect(await check(await codeAt(0))).toBe(step);
    expect(await check(await codeAt(30))).toBe(step + 1);
    expect(await check(await codeAt(-30))).toBe(step - 1);
    expect(await check(await codeAt(90))).toBeNull();
    expect(await check(await codeAt(0), step)).toBeNull();
    expect(await check(await codeAt(30), step)).toBe(step + 1);
    expect(await check('12345')).toBeNull();
  });
});
