import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases.js';
import { claimToken, deleteExpiredTokens } from './used-token.repository.js';

describe('used ID tokens (postgres)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets exactly one of many concurrent uses of one token through', async () => {
    const expiresAt = new Date(Date.now() + 600_000);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        claimToken(database.db, { tokenKey: 'a'.repeat(64), expiresAt }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await claimToken(database.db, { tokenKey: 'a'.repeat(64), expiresAt })).toBe(false);
    expect(await claimToken(database.db, { tokenKey: 'b'.repeat(64), expiresAt })).toBe(true);
  });

  it('takes over and forgets records of expired tokens', async () => {
    const past = new Date(Date.now() - 1000);
    expect(await claimToken(database.db, { tokenKey: 'c'.repeat(64), expiresAt: past })).toBe(true);
    const later = new Date(Date.now() + 600_000);
    expect(await claimToken(database.db, { tokenKey: 'c'.repeat(64), expiresAt: later })).toBe(
      true,
    );
    expect(await claimToken(database.db, { tokenKey: 'c'.repeat(64), expiresAt: later })).toBe(
      false,
    );
    expect(await claimToken(database.db, { tokenKey: 'd'.repeat(64), expiresAt: past })).toBe(true);
    await deleteExpiredTokens(database.db);
    expect(await claimToken(database.db, { tokenKey: 'd'.repeat(64), expiresAt: later })).toBe(
      true,
    );
  });
});
