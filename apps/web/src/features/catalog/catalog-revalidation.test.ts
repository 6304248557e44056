import { describe, expect, it } from 'vitest';
import { createCatalogFollower, revalidationSecret } from './catalog-revalidation';

const followerOf = (versions: (string | Error)[]) => {
  const revalidations: number[] = [];
  const errors: unknown[] = [];
  let call = 0;
  const check = createCatalogFollower({
    readVersion: async () => {
      const next = versions[call++];
      if (next instanceof Error) throw next;
      return next ?? 'end';
    },
    revalidate: async () => {
      revalidations.push(call);
    },
    onError: (error) => errors.push(error),
  });
  return { check, revalidations, errors };
};

describe('following the catalog version', () => {
  it('revalidates on the first check and whenever the version moves, not otherwise', async () => {
    const { check, revalidations } = followerOf(['5', '5', '5', '6', '6', '7']);
    for (let i = 0; i < 6; i += 1) await check();
    expect(revalidations).toEqual([1, 4, 6]);
  });

  it('tries again on the next check when the API or the revalidation failed', async () => {
    const { check, revalidations, errors } = followerOf(['5', new Error('down'), '6', '6']);
    for (let i = 0; i < 4; i += 1) await check();
    expect(errors).toHaveLength(1);
    expect(revalidations).toEqual([1, 3]);
  });

  it('skips the first revalidation when the shared cache was revalidated for this version', async () => {
    // A cluster: the processes share their pages; one restarts while the catalog has not moved.
    let stored: string | null = '5';
    const revalidations: string[] = [];
    const versions = ['5', '5', '6'];
    let call = 0;
    const shared = {
      read: async () => stored,
      write: async (version: string) => {
        stored = version;
      },
    };
    const check = createCatalogFollower({
      readVersion: async () => versions[call++] ?? 'end',
      revalidate: async () => {
        revalidations.push(versions[call - 1] ?? '');
      },
      onError: () => undefined,
      shared,
    });
    for (let i = 0; i < 3; i += 1) await check();
    // Not on start (5 was revalidated by another process), then on the move to 6, recorded.
    expect(revalidations).toEqual(['6']);
    expect(stored).toBe('6');

    // Another version in the shared record, or none, or a Redis that fails: it revalidates.
    for (const record of [
      async () => '4',
      async () => null,
      async () => Promise.reject(new Error('down')),
    ]) {
      const done: number[] = [];
      const follower = createCatalogFollower({
        readVersion: async () => '5',
        revalidate: async () => {
          done.push(1);
        },
        onError: () => undefined,
        shared: { read: record, write: async () => undefined },
      });
      await follower();
      expect(done).toEqual([1]);
    }
  });

  it('keeps one long unguessable secret per process', () => {
    expect(revalidationSecret()).toBe(revalidationSecret());
    expect(revalidationSecret()).toMatch(/^[0-9a-f-]{72}$/);
  });
});
